import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageTransport } from '@yizhan/contracts';
import { isApiPath } from '../lib/envelope';
import { isCrossSite } from '../plugins/auth';
import { sendEnvelope } from '../plugins/error-handler';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';

export interface WebHostOptions {
  /** The React Router build folder (holds client/ and server/). */
  buildDir: string;
  /** Where SSR loaders reach the API over HTTP; absent means in-process (ADR 017). */
  apiBase?: string | undefined;
  /** Serve through Vite with hot reload instead of the build. */
  dev?: { webRoot: string } | undefined;
}

/** The web entry's extra export that makes the per-request context for loaders. */
type LoadContextFactory = (request: Request, options: { transport: PageTransport } | { apiBase: string }) => unknown;

const loadContextFactory = (build: ServerBuild) =>
  (build.entry.module as unknown as { getLoadContext?: LoadContextFactory }).getLoadContext;

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
      setHeaders: (reply, filePath) => {
        const hashed =
          filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.includes(`${path.sep}demo${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const mode = options.dev ? 'development' : 'production';
  const handle = createRequestHandler(getBuild, mode);

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
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const fetchRequest = toFetchRequest(request, controller.signal);
        const build = await getBuild();
        const reach = options.apiBase ? { apiBase: options.apiBase } : { transport: app.pageTransport(request) };
        const context = loadContextFactory(build)?.(fetchRequest, reach);
        return sendFetchResponse(reply, await handle(fetchRequest, context as never));
      },
    });
  });
}
