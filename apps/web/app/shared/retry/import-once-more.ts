import { mayReload } from '../device/reload-guard';

/** The URL a browser names in a failed dynamic import's message (Chromium: "Failed to fetch dynamically imported
 * module: URL", Firefox: "error loading dynamically imported module: URL"); null when it names none (Safari). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const match = /imported module: (\S+)$/.exec(message);
  return match?.[1] ?? null;
}

const isNamespace = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Module]';

/**
 * The module a chunk's URL stands for. A chunk that holds the module alone exports it as it is; a chunk Rollup merged
 * it into exports it as a namespace object among its exports (the build's own import picks it by a minified name,
 * `import("./x.js").then((n) => n.s)`, which a second URL cannot reuse): that one namespace, when there is one.
 */
export function moduleOf(chunk: Record<string, unknown>): unknown {
  if ('default' in chunk) return chunk;
  const namespaces = Object.values(chunk).filter(isNamespace);
  if (namespaces.length === 1) return namespaces[0];
  throw new Error('无法确定重新加载的代码模块');
}

/**
 * A code chunk that fails to load is asked for once more before the part shows its error view (issue 35): a busy
 * server may shed it, a connection may drop. The browser keeps a failed module's answer for the page's life, so the
 * second try asks for the same file under another URL (`retry=1`); the file's own imports keep their URLs and stay
 * shared. When that fails too (or the browser named no URL), the page reloads once per path per 10 s (a deploy
 * replaced the chunk), and after that the error reaches the error view.
 */
export async function importOnceMore<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = failedModuleUrl(error);
    if (url) {
      const again = new URL(url);
      again.searchParams.set('retry', '1');
      try {
        return moduleOf((await import(/* @vite-ignore */ again.href)) as Record<string, unknown>) as T;
      } catch {
        // Fall through to the reload.
      }
    }
    if (mayReload(window.location.pathname, window.sessionStorage)) {
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}
