import Fastify, { type FastifyInstance } from 'fastify';
import { casRoutes, type CasOptions } from './cas/routes';
import { ticketStore } from './cas/tickets';
import { page, escapeHtml } from './html';
import { serviceRegistry } from './services';
import { DEMO_PASSWORD, demoUsers } from './users';

export interface IdpOptions {
  /** Host names, besides localhost and *.localhost, whose services may sign in here. */
  serviceHosts?: readonly string[];
  /** The clock (tests let tickets expire without waiting). */
  now?: () => number;
  sendLogout?: CasOptions['sendLogout'];
  logger?: boolean;
}

/**
 * The development identity provider: one small Fastify app that speaks the sign-in protocols the portal's units
 * use, with its own demo people. Each protocol is a plugin under its own prefix (CAS under /cas; OpenID Connect,
 * WeChat-style authorisation, the passport cookie and API codes come later, each in its own folder), sharing the
 * demo users and the service registry.
 */
export async function buildIdp(options: IdpOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    );
    reply.header('referrer-policy', 'no-referrer');
  });

  const services = serviceRegistry(options.serviceHosts);
  const tickets = ticketStore(options.now);
  await app.register(casRoutes, { prefix: '/cas', tickets, services, sendLogout: options.sendLogout });

  app.get('/', async (_request, reply) => {
    const rows = demoUsers
      .map((user) => `<tr><td>${escapeHtml(user.username)}</td><td>${escapeHtml(user.attributes.name ?? '')}</td></tr>`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        '开发用统一身份认证',
        `<h1>开发用统一身份认证</h1>
<p class="note">仅供本地开发与测试，请勿用于生产。</p>
<p>CAS 3.0：<a href="/cas/login">/cas/login</a>、/cas/p3/serviceValidate、/cas/logout（含单点登出）</p>
<p class="note">演示账号（密码均为 ${DEMO_PASSWORD}）：</p>
<table><tr><th>账号</th><th>姓名</th></tr>${rows}</table>`,
      ),
    );
  });
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
