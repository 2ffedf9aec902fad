import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerErrorHandler, sendEnvelope } from './plugins/error-handler';
import { tenantPlugin } from './plugins/tenant';
import { authPlugin } from './plugins/auth';
import { loadSigningKey } from './modules/auth/auth.tokens';
import { authRoutes } from './modules/auth/auth.routes';
import { isApiPath } from './lib/envelope';
import { healthRoutes } from './modules/health/health.routes';
import { siteConfigRoutes } from './modules/site-config/site-config.routes';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { serviceHallRoutes } from './modules/service-hall/service-hall.routes';
import { homeRoutes } from './modules/home/home.routes';

z.config(z.locales.zhCN());

export interface AppOptions {
  env: Pick<Env, 'NODE_ENV' | 'TRUSTED_PROXIES' | 'LOG_LEVEL'>;
  database: Database;
}

/** Builds the API: plugins, then feature modules, in one explicit list. Listening is server.ts's job. */
export async function buildApp({ env, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: env.TRUSTED_PROXIES,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // Loading the server-rendering bundle can take more than the default 10 s on a busy 2-core machine.
    pluginTimeout: 60_000,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: false, global: true });
  if (env.NODE_ENV !== 'production') {
    await app.register(swagger, {
      openapi: { info: { title: '一站 API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    app.get('/api-docs', { schema: { hide: true } }, async () => app.swagger());
  }

  const { db } = database;
  await app.register(healthRoutes, { database });
  const key = await loadSigningKey(db);
  await app.register(tenantPlugin, { db });
  await app.register(authPlugin, { db, key });
  await app.register(authRoutes, { db, key });
  await app.register(siteConfigRoutes, { db });
  await app.register(navigationRoutes, { db });
  await app.register(serviceHallRoutes, { db });
  await app.register(homeRoutes, { db });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendEnvelope(reply, 404, 404, '接口不存在');
    return sendEnvelope(reply, 404, 404, '页面不存在');
  });
  return app;
}
