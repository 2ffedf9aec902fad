// Page weight from the build alone (no server): for every route, the JS and CSS files a first visit loads and their
// gzip size. The route tree and each route's files come from React Router's client manifest
// (build/client/assets/manifest-*.js); the static `import … from` graph of the chunks themselves is followed too,
// so a chunk the manifest does not list but the browser must fetch is still counted. Dynamic imports load on
// demand and are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The repository root (bench/web/../..). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The web build folder: WEB_BUILD_DIR as the server reads it, else apps/web/build. */
export const webBuildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build');

/** bench/budgets.json: the one place the page-weight budgets live. */
export function readBudgets() {
  return JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
}

/** Reads React Router's client manifest (`window.__reactRouterManifest={…}`) from a web build folder. */
export function readClientManifest(buildDir) {
  const assets = path.join(buildDir, 'client/assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

// `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"` — static edges only (`import("./x.js")` has a
// parenthesis and is left out).
const staticImport = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The URL path of a route (`/mobile/home`), joining its ancestors' paths. */
function urlPath(routes, route) {
  const parts = [];
  for (let at = route; at; at = routes[at.parentId]) if (at.path) parts.unshift(at.path);
  return `/${parts.join('/')}`;
}

/** The route and its ancestors, root first. */
function chain(routes, route) {
  const list = [];
  for (let at = route; at; at = routes[at.parentId]) list.unshift(at);
  return list;
}

/**
 * Per-route first-visit weight of a web build folder (apps/web/build): one row per page route (routes without
 * children), with its JS and CSS files and their raw and gzip (level 9) sizes in bytes.
 */
export function pageWeights(buildDir) {
  const client = path.join(buildDir, 'client');
  const manifest = readClientManifest(buildDir);
  const { routes } = manifest;
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) {
      const bytes = readFileSync(path.join(client, url));
      sizes.set(url, { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes });
    }
    return sizes.get(url);
  };
  const closure = (urls) => {
    const seen = new Set();
    const queue = [...urls];
    while (queue.length > 0) {
      const url = queue.pop();
      if (seen.has(url)) continue;
      seen.add(url);
      for (const [, relative] of sizeOf(url).text.toString('utf8').matchAll(staticImport)) {
        queue.push(path.posix.join(path.posix.dirname(url), relative));
      }
    }
    return seen;
  };

  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const pages = Object.values(routes).filter((route) => !parents.has(route.id) && route.hasDefaultExport);
  return pages
    .map((page) => {
      const js = [manifest.entry.module, ...manifest.entry.imports];
      const css = manifest.entry.css.map((url) => url.replace(/#.*$/, ''));
      for (const route of chain(routes, page)) {
        js.push(route.module, ...route.imports);
        // Split route modules (v8_splitRouteModules) load these beside the main module on a first visit.
        for (const key of ['clientMiddlewareModule', 'clientLoaderModule', 'clientActionModule']) {
          if (route[key]) js.push(route[key]);
        }
        // React Router marks the CSS of a route's dynamic imports with '#' (linked up front, against a flash of
        // unstyled content); the browser fetches the file without it.
        css.push(...route.css.map((url) => url.replace(/#.*$/, '')));
      }
      const files = (urls) => [...urls].map(sizeOf).map(({ url, raw, gzip }) => ({ url, raw, gzip }));
      const jsFiles = files(closure(js)).sort((a, b) => b.gzip - a.gzip);
      const cssFiles = files(new Set(css)).sort((a, b) => b.gzip - a.gzip);
      const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
      return {
        id: page.id,
        path: urlPath(routes, page),
        js: { files: jsFiles, raw: sum(jsFiles, 'raw'), gzip: sum(jsFiles, 'gzip') },
        css: { files: cssFiles, raw: sum(cssFiles, 'raw'), gzip: sum(cssFiles, 'gzip') },
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.id.localeCompare(b.id));
}

/** A route's JS or CSS budget in KB gzip (bench/budgets.json), or undefined when it has none. */
export function budgetOf(budgets, kind, routePath) {
  return budgets[kind]?.routes?.[routePath] ?? budgets[kind]?.default;
}

/** Budgets (bench/budgets.json) applied to page weights: one message per route over its JS or CSS budget. */
export function budgetFailures(weights, budgets) {
  const failures = [];
  for (const page of weights) {
    for (const kind of ['js', 'css']) {
      const limitKb = budgetOf(budgets, kind, page.path);
      if (limitKb === undefined || page[kind].gzip <= limitKb * 1024) continue;
      const largest = page[kind].files
        .slice(0, 5)
        .map((file) => `${path.posix.basename(file.url)} ${kb(file.gzip)} KB`)
        .join(', ');
      failures.push(
        `${page.path} (route ${page.id}): ${kind.toUpperCase()} ${kb(page[kind].gzip)} KB gzip > budget ${limitKb} KB` +
          ` (${page[kind].files.length} files; largest: ${largest})`,
      );
    }
  }
  return failures;
}

/** Bytes as KB with one decimal. */
export function kb(bytes) {
  return Math.round(bytes / 102.4) / 10;
}
