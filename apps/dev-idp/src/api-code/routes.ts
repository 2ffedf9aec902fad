import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../cookies';
import { escapeHtml, page } from '../html';
import type { ServiceRegistry } from '../services';
import { checkDemoUser, DEMO_PASSWORD, demoUsers } from '../users';
import { API_CODE_CLIENT, APP_SESSION_SECONDS, type ApiCodeStore } from './codes';

export interface ApiCodeOptions {
  codes: ApiCodeStore;
  services: ServiceRegistry;
}

/** The trusted app's own sign-in cookie: only it reads it (HttpOnly), only under /api-code. */
const SESSION = 'APICODE_SESSION';

type Query = Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const setSession = (reply: FastifyReply, value: string, maxAge: number) =>
  reply.header('set-cookie', `${SESSION}=${value}; Path=/api-code; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`);

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether the request carries the portal's client credentials (HTTP Basic, names URL-encoded as in RFC 6749). */
function isPortal(request: FastifyRequest): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64').toString().split(':');
  try {
    return same(decodeURIComponent(id), API_CODE_CLIENT.id) && same(decodeURIComponent(secret), API_CODE_CLIENT.secret);
  } catch {
    return false;
  }
}

/**
 * A trusted app that signs people in to the portal by API code (spec §1 loginType 2, security.md A8, ADR 041),
 * under /api-code:
 * - `/login?service=` — the app's sign-in (a form, or its own cookie when signed in already); it then issues a
 *   single-use code for exactly that service and sends the browser there with `code` and `millis` appended.
 * - `POST /verify` — server-to-server, the portal's credentials in HTTP Basic; form `code`, `millis`, `service`;
 *   answers `{ user, attributes }` or `{ error }` (400 INVALID_CODE / INVALID_SERVICE, 401 INVALID_CLIENT).
 * - `/logout?service=` — apiLogout: ends the app's sign-in and returns to the service.
 */
export async function apiCodeRoutes(app: FastifyInstance, { codes, services }: ApiCodeOptions) {
  const loginForm = (reply: FastifyReply, service: string, error = '', username = '') => {
    const host = service ? new URL(service).host : '';
    const accounts = demoUsers
      .map((user) => `<tr><td>${escapeHtml(user.username)}</td><td>${escapeHtml(user.attributes.name ?? '')}</td></tr>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          '示范可信应用',
          `<h1>示范可信应用</h1>
<p class="note">${host ? `登录后以接口登录码进入 ${escapeHtml(host)}` : '开发用可信应用（接口登录码）'}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/api-code/login">
<input type="hidden" name="service" value="${escapeHtml(service)}">
<input type="hidden" name="form" value="${codes.newForm()}">
<label for="username">账号</label>
<input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required autofocus>
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">登录并进入门户</button>
</form>
<p class="note" style="margin-top:20px">演示账号（密码均为 ${DEMO_PASSWORD}）：</p>
<table><tr><th>账号</th><th>姓名</th></tr>${accounts}</table>`,
        ),
      );
  };

  const refuseService = (reply: FastifyReply) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('未登记的应用', '<h1>未登记的应用</h1><p>该地址（service）未登记，不能使用接口登录。</p>'));

  /** Back to the service with a new code: `…/api-login?redirect=…&code=…&millis=…`. */
  const toService = (reply: FastifyReply, user: Parameters<ApiCodeStore['issue']>[0], service: string) => {
    const { code, millis } = codes.issue(user, service);
    const url = new URL(service);
    url.searchParams.set('code', code);
    url.searchParams.set('millis', String(millis));
    return reply.header('cache-control', 'no-store').redirect(url.toString());
  };

  app.get('/login', async (request, reply) => {
    const service = text((request.query as Query).service);
    if (!service || !services.allows(service)) return refuseService(reply);
    const user = codes.userOf(readCookie(request, SESSION));
    if (user) return toService(reply, user, service);
    return loginForm(reply, service);
  });

  app.post('/login', async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const service = text(body.service);
    const username = text(body.username);
    if (!service || !services.allows(service)) return refuseService(reply);
    if (!codes.useForm(text(body.form)))
      return loginForm(reply.code(400), service, '登录页面已过期，请重新登录', username);
    const user = checkDemoUser(username, text(body.password));
    if (!user) return loginForm(reply.code(401), service, '账号或密码错误', username);
    codes.signOut(readCookie(request, SESSION));
    setSession(reply, codes.signIn(user), APP_SESSION_SECONDS);
    return toService(reply, user, service);
  });

  app.post('/verify', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isPortal(request)) return reply.code(401).send({ error: 'INVALID_CLIENT' });
    const body = (request.body ?? {}) as Query;
    const code = text(body.code);
    const millis = Number(text(body.millis));
    const service = text(body.service);
    if (!code || !Number.isSafeInteger(millis) || !service) return reply.code(400).send({ error: 'INVALID_REQUEST' });
    const result = codes.verify(code, millis, service);
    if (!result.ok) return reply.code(400).send({ error: result.error });
    return { user: result.user.username, attributes: result.user.attributes };
  });

  app.get('/logout', async (request, reply) => {
    const service = text((request.query as Query).service);
    codes.signOut(readCookie(request, SESSION));
    setSession(reply, '', 0);
    if (service && services.allows(service)) return reply.redirect(service);
    return reply.type('text/html; charset=utf-8').send(page('已退出', '<h1>已退出</h1><p>您已退出示范可信应用。</p>'));
  });
}
