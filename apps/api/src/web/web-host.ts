import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { authApi, type PageTransport } from '@yizhan/contracts';
import { isApiPath } from '../lib/envelope';
import { inSpan } from '../lib/tracing';
import { isCrossSite } from '../plugins/auth';
import { sendEnvelope } from '../plugins/error-handler';
import { sendFetchResponse, sendReadResponse, toFetchRequest } from './fetch-bridge';
import { GuestPages, pageBody, type SharedPage } from './guest-pages';
import { pagePolicy, type UnitPolicySources } from '../plugins/security-headers';
import { bridgeScriptOrigin, type UnitRow } from '../modules/units';
import { robotSdkOrigin } from '../modules/assistant';

export interface WebHostOptions {
  /** The React Router build folder (holds client/ and server/). */
  buildDir: string;
  /** Where SSR loaders reach the API over HTTP; absent means in-process (ADR 017). */
  apiBase?: string | undefined;
  /** Serve through Vite with hot reload instead of the build. */
  dev?: { webRoot: string } | undefined;
}

/** The web entry's extra exports: the per-request context for loaders, and what a guest's page depends on. */
interface WebEntry {
  getLoadContext?: (request: Request, options: { transport: PageTransport } | { apiBase: string }) => unknown;
  guestPageVariant?: (headers: IncomingHttpHeaders) => string;
}

const webEntry = (build: ServerBuild) => build.entry.module as unknown as WebEntry;

/** Counters on a guest page (clicks, visits) may be this stale; configuration changes clear pages at once. */
const GUEST_PAGE_TTL_MS = 15_000;
const GUEST_PAGE_MAX_BYTES = 32 * 1024 * 1024;

/** Pages whose rendering records something or signs in or out: never shared. */
const personalPaths =
  /^\/(logout|to-handle-service|auth-login|cas-login|api-login|passport-cookie-login|wechat-login)(\/|$)/;
/** A home page with the console's draft (a preview link, ADR 081) is the link holder's alone, never a guest page. */
const previewPage = /[?&]preview=/;

/** Sends a shared guest page: the kept body in the client's encoding, with this visitor's own cookies. */
function sendShared(reply: FastifyReply, request: FastifyRequest, page: SharedPage, cookies: string[]) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('etag', page.etag).header('vary', 'Accept-Encoding').header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const { body, encoding } = pageBody(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('content-length', body.length).send(body);
}

/**
 * What the unit adds to its pages' CSP: its /iframe origins, its bridge script's origin (ADR 024) and its robot
 * SDK's origin (ADR 027).
 */
function unitSources(unit: UnitRow | undefined, robotOrigin: string | null = null): UnitPolicySources {
  const bridge = unit ? bridgeScriptOrigin(unit.bridgeScriptUrl) : null;
  const scriptOrigins = [bridge, robotOrigin].filter((origin): origin is string => origin !== null);
  return { frameOrigins: unit?.frameOrigins ?? [], scriptOrigins };
}

const isHtml = (response: Response) => response.headers.get('content-type')?.startsWith('text/html') === true;

/** A rendered page's body with its Content-Security-Policy: the hashes of exactly its inline scripts (R4). */
async function withPolicy(response: Response, sources: UnitPolicySources) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', pagePolicy(body.toString('utf8'), sources));
  return { headers, body };
}

/**
 * Sends a response of the web app; an HTML page gets its own CSP first (other responses, and pages served by Vite
 * in development — `sources` null — pass as they are).
 */
async function sendPage(reply: FastifyReply, response: Response, sources: UnitPolicySources | null) {
  if (!isHtml(response) || !sources) return sendFetchResponse(reply, response);
  const { headers, body } = await withPolicy(response, sources);
  return sendReadResponse(reply, response.status, headers, body);
}

/**
 * The Fetch API request of a page, made only when the page is rendered (a shared guest page needs none), and
 * aborted when the visitor goes away before the answer.
 */
function pageRequest(request: FastifyRequest, reply: FastifyReply): () => Request {
  let made: Request | undefined;
  return () => {
    if (made) return made;
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return (made = toFetchRequest(request, controller.signal));
  };
}

/**
 * Renders a page with React Router, timed for the metrics and in a span of its own when tracing is on (ADR 067):
 * the page's in-process API calls and their statements are its children.
 */
async function rendered(
  app: FastifyInstance,
  audience: 'guest' | 'user' | 'none',
  render: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const response = await inSpan(app.tracer, 'ssr render', { 'yizhan.audience': audience }, async (span) => {
    const answer = await render();
    span?.setAttribute('http.response.status_code', answer.status);
    return answer;
  });
  app.metrics.observeRender(audience, response.status, (performance.now() - started) / 1000);
  return response;
}

/** Serves the web app (SSR pages and static files) on every path the API does not own. */
export async function webHost(app: FastifyInstance, options: WebHostOptions) {
  let getBuild: () => Promise<ServerBuild>;
  if (options.dev) {
    const { default: middie } = await import('@fastify/middie');
    const vite = await import('vite');
    const server = await vite.createServer({ root: options.dev.webRoot, server: { middlewareMode: true } });
    await app.register(middie);
    app.use(server.middlewares);
    app.addHook('onClose', () => server.close());
    getBuild = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverEntry = path.resolve(options.buildDir, 'server/index.js');
    if (!existsSync(serverEntry)) throw new Error(`未找到前端构建产物 ${serverEntry}，请先运行 npm run build`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.resolve(options.buildDir, 'client'),
      wildcard: false,
      index: false,
      // Hashed assets are compressed at build time (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed =
          filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.includes(`${path.sep}demo${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const mode = options.dev ? 'development' : 'production';
  // Loaded here, not at the top: React and React Router choose their production or development builds from
  // NODE_ENV when first loaded, and server.ts sets it only once the environment has been read.
  const { createRequestHandler } = await import('react-router');
  const handle = createRequestHandler(getBuild, mode);
  // Shared guest pages only in production, in-process: there the data version is known (ADR 020).
  const guestPages =
    options.dev || options.apiBase
      ? undefined
      : new GuestPages({
          ttlMs: GUEST_PAGE_TTL_MS,
          maxBytes: GUEST_PAGE_MAX_BYTES,
        });
  if (guestPages) {
    app.cache.onClear(() => guestPages.clear());
    app.metrics.watchCache('guest-pages', () => guestPages.stats);
  }

  await app.register(async (scope) => {
    // Pass bodies through untouched: the web app reads form posts itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return sendEnvelope(reply, 404, 404, '接口不存在');
        // Page form posts (sign-in, logout) change state: only from this site (R5).
        if (request.method !== 'GET' && request.method !== 'HEAD' && isCrossSite(request)) {
          return sendEnvelope(reply, 403, 403, '禁止跨站提交请求');
        }
        const build = await getBuild();
        const entry = webEntry(build);
        const fetchRequest = pageRequest(request, reply);
        if (options.apiBase) {
          const context = entry.getLoadContext?.(fetchRequest(), { apiBase: options.apiBase });
          return sendPage(
            reply,
            await rendered(app, 'none', () => handle(fetchRequest(), context as never)),
            options.dev ? null : unitSources(undefined),
          );
        }

        const transport = app.pageTransport(request);
        const visitor = await transport.visitor();
        // Pages rendered for a signed-in user, and previews of a draft, stay out of every cache (R7).
        if (visitor?.kind === 'user' || previewPage.test(request.url)) reply.header('cache-control', 'no-store');
        const variant = entry.guestPageVariant?.(request.headers);
        const shareable =
          guestPages &&
          visitor?.kind === 'guest' &&
          variant &&
          request.method === 'GET' &&
          !personalPaths.test(request.url) &&
          !previewPage.test(request.url);
        const key = shareable ? `${visitor.unit.fid}|${variant}|${app.cache.version}|${request.url}` : '';
        let kept = shareable ? guestPages.get(key) : undefined;
        // Another guest's render of this page is under way: share its result instead of rendering it again.
        const pending = shareable && !kept ? guestPages.rendering(key) : undefined;
        if (pending) kept = await pending;
        if (kept) {
          const cookies = visitor?.hasValidToken ? [] : (await transport.call(authApi.guestLogin, {})).cookies;
          return sendShared(reply, request, kept, cookies);
        }

        // Guests asking for this page until it is kept wait for this render (GuestPages.startRender).
        if (shareable) guestPages.startRender(key, reply.raw);
        const context = entry.getLoadContext?.(fetchRequest(), { transport });
        const audience = visitor?.kind ?? 'none';
        const response = await rendered(app, audience, () => handle(fetchRequest(), context as never));
        // The database is away: a guest still gets the last page rendered for guests, if there is one (F2).
        const stale = shareable && response.status >= 500 ? guestPages.get(key, { stale: true }) : undefined;
        if (stale) return sendShared(reply, request, stale, response.headers.getSetCookie());
        // The robot's config is read for pages only (a data request carries no policy), as the page read it.
        const robot = visitor && !options.dev && isHtml(response) ? await robotSdkOrigin(transport) : null;
        const sources = options.dev ? null : unitSources(visitor?.unit, robot);
        if (!shareable || response.status !== 200) return sendPage(reply, response, sources);
        const { headers, body } = await withPolicy(response, sources ?? unitSources(undefined));
        const page = guestPages.set(key, response.status, headers, body);
        return sendShared(reply, request, page, response.headers.getSetCookie());
      },
    });
  });
}
