import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { setChineseValidationMessages } from '@yizhan/contracts';
import type { Database } from './db/client';
import type { Env } from './env';
import type { RequestUnit } from './lib/api-request';
import { registerErrorHandler, sendEnvelope } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { DEFAULT_LOAD_LIMITS, registerDelivery, type LoadGauge, type LoadLimits } from './plugins/overload';
import { tenantPlugin } from './plugins/tenant';
import { authPlugin } from './plugins/auth';
import { createLimiter, DEFAULT_RATE_LIMITS, rateLimitPlugin, type RateLimits } from './plugins/rate-limit';
import { Pipeline } from './lib/pipeline';
import {
  authRoutes,
  loadSigningKey,
  passwordChangeRoutes,
  passwordMethod,
  resolveSession,
  usePasswordChangeGate,
} from './modules/auth';
import {
  apiLoginRoutes,
  passportLoginRoutes,
  qrLoginRoutes,
  listRegisteredHosts,
  ssoRoutes,
  ssoSignInMethods,
  wechatLoginRoutes,
} from './modules/sso';
import { endSignOns, casServerRoutes, oidcServerRoutes } from './modules/idp';
import { requestSerializer } from './lib/log-redaction';
import { isApiPath } from './lib/envelope';
import { healthRoutes } from './modules/health';
import { siteConfigRoutes } from './modules/site-config';
import { navigationRoutes } from './modules/navigation';
import { serviceHallRoutes } from './modules/service-hall';
import { newsRoutes } from './modules/news';
import { threeListRoutes } from './modules/three-list';
import { approvalRoutes, approvalPushes, withdrawApproval } from './modules/approval';
import { infoCenterRoutes, messagePushes, withdrawMessage } from './modules/info-center';
import { personRoutes, personPushes } from './modules/person';
import { homeRoutes } from './modules/home';
import { assistantRoutes } from './modules/assistant';
import { aiSearchRoutes } from './modules/ai-search';
import { mcpRoutes } from './modules/mcp';
import { integrationRoutes, appTokenRoutes, isCurrentSecretVersion } from './modules/integration';
import { taskPushes, taskCenterRoutes } from './modules/task-center';
import { applicationPushes, applicationRoutes, withdrawApplication } from './modules/applications';
import { bundleRoutes } from './modules/bundles';
import { inviteRating, ratingRoutes } from './modules/ratings';
import { appointmentRoutes } from './modules/appointments';
import { schedulePushes, scheduleWithdrawers, scheduleRoutes } from './modules/schedule';
import { searchRoutes } from './modules/search';
import { scenarioRoutes } from './modules/scenarios';
import { wirePortalSearch } from './search-sources';
import { findUnitByDomain } from './modules/units';
import { countRequest } from './modules/rate-limit';
import { MemoCache } from './lib/memo-cache';
import { registerConsole } from './console-routes';
import { SharedAnswers } from './lib/shared-answers';
import { StartupWork } from './lib/startup-work';
import { watchChanges } from './db/change-feed';
import { createInProcessTransport, type InProcessTransport } from './web/in-process-transport';
import type { SealKey } from './lib/sealed-text';
import { PortalMetrics } from './lib/metrics';
import { traceRequests, type Tracing } from './lib/tracing';

// Validation messages in Chinese, naming the field by its label (ADR 025).
setChineseValidationMessages();

export interface AppOptions {
  env: Pick<Env, 'NODE_ENV' | 'TRUSTED_PROXIES' | 'LOG_LEVEL'>;
  database: Database;
  /** Load shedding limits (ADR 020); tests switch it off (a loaded test machine is not an overloaded server). */
  loadLimits?: LoadLimits | false;
  /** The load measurements to shed by; tests feed their own (absent: the event loop is sampled). */
  loadGauge?: LoadGauge;
  /** Per-address and per-user request limits (security.md R6); false switches them off. */
  rateLimits?: RateLimits | false;
  /** The key of the personal data sealed at rest (ADR 048: loadPersonalDataKey). */
  personalDataKey: SealKey;
  /** Where log lines go instead of stdout (tests that assert what was, or was not, logged). */
  logStream?: { write(line: string): void };
  /**
   * Metrics that are served (METRICS_PORT, ADR 067): every request is then timed. Absent, the app keeps metrics of
   * its own that nobody reads, and times no request.
   */
  metrics?: PortalMetrics | undefined;
  /** Tracing, when the environment switched it on (ADR 067). */
  tracing?: Tracing | null | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every page reads, in memory; cleared when the database announces a change (ADR 018). */
    cache: MemoCache;
    /** What must finish before /readyz says ready (the first render's warm-up). */
    startup: StartupWork;
    /** The in-process API transport of one page request (ADR 017). */
    pageTransport(request: FastifyRequest): InProcessTransport;
  }
}

/** Every way to sign in (spec §1), each through auth's `signIn` (A3): the built-in form, and single sign-on's. */
export const signInMethods = [passwordMethod, ...ssoSignInMethods];

/** Entries older than this are reloaded even without a change notice (a missed notice heals by itself). */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 2_000;
/**
 * Guests' shared answers are rebuilt this often even without a change notice: a missed notice then heals within the
 * memo cache's TTL plus this. Small answers, bounded in number and size (query strings are the client's choice).
 */
const SHARED_ANSWERS = { ttlMs: 10_000, maxEntries: 1_000, maxLength: 8 * 1024 * 1024 };

/** Builds the API: plugins, then feature modules, in one explicit list. Listening is server.ts's job. */
export async function buildApp({
  env,
  database,
  loadLimits = DEFAULT_LOAD_LIMITS,
  loadGauge,
  rateLimits = DEFAULT_RATE_LIMITS,
  personalDataKey,
  logStream,
  metrics: servedMetrics,
  tracing,
}: AppOptions): Promise<FastifyInstance> {
  wirePortalSearch();
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: requestSerializer },
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: env.TRUSTED_PROXIES,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // Loading the server-rendering bundle can take more than the default 10 s on a busy 2-core machine.
    pluginTimeout: 60_000,
    routerOptions: { maxParamLength: 200 },
  });
  // First of all hooks: the request's span is the parent of whatever the later hooks and the handler do.
  const tracer = tracing?.tracer ?? null;
  if (tracer) traceRequests(app, tracer);
  app.decorate('tracer', tracer);
  const metrics = servedMetrics ?? new PortalMetrics();
  app.decorate('metrics', metrics);
  if (servedMetrics) metrics.recordRequests(app);
  metrics.watchDatabase(database);
  app.decorate('endpoints', new Map());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const load = await registerDelivery(app, {
    limits: loadLimits,
    gauge: loadGauge,
    onShed: (reason) => metrics.countShed(reason),
  });
  await app.register(cookie);
  // Vite's development server injects scripts of its own: no CSP there.
  await registerSecurityHeaders(app, { contentSecurityPolicy: env.NODE_ENV !== 'development' });
  if (env.NODE_ENV !== 'production') {
    await app.register(swagger, {
      openapi: { info: { title: '一站 API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    app.get('/api-docs', { schema: { hide: true } }, async () => app.swagger());
  }

  const { db } = database;
  const cache = new MemoCache({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_MAX_ENTRIES });
  app.decorate('cache', cache);
  app.decorate('sharedAnswers', new SharedAnswers(cache, SHARED_ANSWERS));
  metrics.watchCache('memo', () => cache.stats);
  metrics.watchCache('shared-answers', () => app.sharedAnswers.stats);
  const stopWatching = await watchChanges(database.db, () => cache.clear(), app.log);
  app.addHook('onClose', async () => stopWatching());
  const startup = new StartupWork();
  app.decorate('startup', startup);
  await app.register(healthRoutes, { database, startup, load });
  const key = await loadSigningKey(db);
  const findUnit = (domain: string) => cache.get(`unit:${domain}`, () => findUnitByDomain(db, domain));
  const limiter = rateLimits
    ? createLimiter(
        (name, expiresAt) => countRequest(db, name, expiresAt),
        rateLimits,
        (kind) => metrics.countLimited(kind),
      )
    : undefined;
  // One resolver of sessions for HTTP, server rendering and the identity provider's pages.
  const sessionOf = (unit: RequestUnit, token: string | undefined) =>
    resolveSession({ db, key, isCurrentSecretVersion }, unit, token);
  const pipeline = new Pipeline({
    findUnit,
    sessionOf,
    sharedAnswers: app.sharedAnswers,
    limiter,
    tracer,
  });
  app.decorate('pipeline', pipeline);
  usePasswordChangeGate(app);
  // Outside the pipeline (files, feeds, the identity provider's pages) an account that must change the password an
  // administrator set counts as signed out until it has (ADR 079): it signs in to nothing else first.
  const changedSessionOf = async (unit: RequestUnit, token: string | undefined) => {
    const session = await sessionOf(unit, token);
    return session?.user?.mustChangePassword ? null : session;
  };
  app.decorate('pageTransport', (request: FastifyRequest) => createInProcessTransport(app, request));
  await app.register(tenantPlugin, { findUnit });
  await app.register(authPlugin, { sessionOf: changedSessionOf });
  if (limiter) await app.register(rateLimitPlugin, { limiter });
  const deps = { db, key, cache };
  // Sign-in methods and logout hooks are registered here, so auth imports none of the modules that build on it.
  await app.register(authRoutes, {
    ...deps,
    signInMethods,
    onSignOut: [(request, ended) => endSignOns({ ...deps, sessionOf }, request, ended.sessionId, ended.username)],
    registeredHosts: (fid) => listRegisteredHosts(db, fid),
  });
  await app.register(passwordChangeRoutes, deps);
  await app.register(ssoRoutes, deps);
  await app.register(qrLoginRoutes, deps);
  await app.register(apiLoginRoutes, deps);
  await app.register(wechatLoginRoutes, deps);
  await app.register(passportLoginRoutes, deps);
  await app.register(casServerRoutes, { ...deps, findUnit, sessionOf: changedSessionOf });
  await app.register(oidcServerRoutes, { ...deps, findUnit, sessionOf: changedSessionOf });
  await app.register(siteConfigRoutes, deps);
  await app.register(navigationRoutes, deps);
  await app.register(serviceHallRoutes, deps);
  await app.register(scenarioRoutes, deps);
  await app.register(homeRoutes, deps);
  await app.register(newsRoutes, deps);
  await app.register(threeListRoutes, deps);
  await app.register(approvalRoutes, deps);
  await app.register(infoCenterRoutes, deps);
  await app.register(personRoutes, { db, personalDataKey });
  await app.register(assistantRoutes, deps);
  await app.register(aiSearchRoutes, deps);
  await app.register(mcpRoutes, deps);
  await app.register(taskCenterRoutes, deps);
  await app.register(applicationRoutes, { db, personalDataKey });
  await app.register(bundleRoutes, deps);
  await app.register(ratingRoutes, deps);
  await app.register(appointmentRoutes, { db, cache });
  await app.register(appTokenRoutes, deps);
  await app.register(integrationRoutes, {
    db,
    pushesPerMinute: rateLimits ? rateLimits.push?.perKey : false,
    // Each module that takes pushes brings its endpoints and its withdrawals; integration imports none of them.
    pushes: [
      taskPushes,
      messagePushes,
      approvalPushes,
      personPushes,
      schedulePushes,
      // An application that ends invites its applicant to rate it (好差评): applications knows nothing of ratings.
      applicationPushes(personalDataKey, { onEnded: inviteRating }),
    ],
    withdrawers: {
      ...scheduleWithdrawers,
      message: withdrawMessage,
      approval: withdrawApproval,
      application: withdrawApplication,
    },
  });
  await app.register(searchRoutes, deps);
  await app.register(scheduleRoutes, deps);
  await registerConsole(app, { db, cache, personalDataKey });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendEnvelope(reply, 404, 404, '接口不存在');
    return sendEnvelope(reply, 404, 404, '页面不存在');
  });
  return app;
}
