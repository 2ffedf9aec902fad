import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { postForm } from '../back-channel';
import { readCookie } from '../cookies';
import { escapeHtml, page } from '../html';
import type { ServiceRegistry } from '../services';
import { checkDemoUser, DEMO_PASSWORD, demoUsers } from '../users';
import { TGT_SECONDS, type TicketStore } from './tickets';
import { failureXml, logoutRequestXml, successXml } from './xml';

export interface CasOptions {
  tickets: TicketStore;
  services: ServiceRegistry;
  /** Single-logout POSTs: injectable so tests can watch them. */
  sendLogout?: (service: string, logoutRequest: string) => Promise<unknown>;
}

/** The ticket-granting cookie: only this server reads it (HttpOnly), and only under /cas. */
const TGC = 'CASTGC';

const setTgc = (reply: FastifyReply, value: string, maxAge: number) =>
  reply.header('set-cookie', `${TGC}=${value}; Path=/cas; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`);

/** The service URL with the ticket appended, as CAS 3.0 §2.2.4 has it. */
const withTicket = (service: string, ticket: string) =>
  `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Query = Record<string, string | undefined>;

/**
 * CAS 3.0 (Apereo CAS Protocol 3.0): `/login` (form, SSO by the ticket-granting cookie, `renew`, `gateway`),
 * `/logout` with single logout, `/p3/serviceValidate` (XML with attributes) and `/serviceValidate` (CAS 2.0, no
 * attributes). Registered under the `/cas` prefix, so a unit's CAS server URL is `http://localhost:3100/cas`.
 */
export async function casRoutes(app: FastifyInstance, { tickets, services, sendLogout }: CasOptions) {
  const logout = sendLogout ?? ((service: string, logoutRequest: string) => postForm(service, { logoutRequest }, 3000));

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
          '登录',
          `<h1>统一身份认证</h1>
<p class="note">${host ? `登录后返回 ${escapeHtml(host)}` : '开发用身份认证服务（CAS 3.0）'}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/cas/login">
<input type="hidden" name="service" value="${escapeHtml(service)}">
<input type="hidden" name="execution" value="${tickets.newExecution()}">
<label for="username">账号</label>
<input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required autofocus>
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">登录</button>
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
      .send(
        page('未登记的应用', '<h1>未登记的应用</h1><p>该应用（service）未在统一身份认证登记，不能使用单点登录。</p>'),
      );

  /** Sends the browser back to the service with a new ticket. */
  const toService = (reply: FastifyReply, tgt: string, service: string) => {
    const ticket = tickets.issue(tgt, service);
    return ticket ? reply.redirect(withTicket(service, ticket)) : undefined;
  };

  app.get('/login', async (request, reply) => {
    const query = request.query as Query;
    const service = text(query.service);
    if (service && !services.allows(service)) return refuseService(reply);
    const tgt = readCookie(request, TGC);
    const user = tickets.userOf(tgt);
    if (user && tgt && query.renew !== 'true') {
      if (service) return toService(reply, tgt, service);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            '已登录',
            `<h1>已登录</h1><p>您已登录统一身份认证：${escapeHtml(user.attributes.name ?? user.username)}</p>`,
          ),
        );
    }
    // gateway: the service asks only whether the person is signed in already, never for a form (§2.1.1).
    if (query.gateway === 'true' && service) return reply.redirect(service);
    return loginForm(reply, service);
  });

  app.post('/login', async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const service = text(body.service);
    const username = text(body.username);
    if (service && !services.allows(service)) return refuseService(reply);
    if (!tickets.useExecution(text(body.execution))) {
      return loginForm(reply.code(400), service, '登录页面已过期，请重新登录', username);
    }
    const user = checkDemoUser(username, text(body.password));
    if (!user) return loginForm(reply.code(401), service, '账号或密码错误', username);
    const previous = readCookie(request, TGC);
    if (previous) tickets.signOut(previous);
    const tgt = tickets.signIn(user);
    setTgc(reply, tgt, TGT_SECONDS);
    if (service) return toService(reply, tgt, service);
    return reply.redirect('/cas/login');
  });

  app.get('/logout', async (request, reply) => {
    const service = text((request.query as Query).service);
    const ended = tickets.signOut(readCookie(request, TGC));
    setTgc(reply, '', 0);
    if (ended) {
      // Single logout (CAS 3.0 Appendix C): every service that got a ticket in this sign-in hears of it, at the
      // service URL the ticket was issued for; one that cannot be reached does not hold up the others.
      const now = new Date();
      await Promise.allSettled(
        ended.issued.map(({ ticket, service: target }) =>
          logout(target, logoutRequestXml(ended.user.username, ticket, now)),
        ),
      );
    }
    if (service && services.allows(service)) return reply.redirect(service);
    return reply
      .type('text/html; charset=utf-8')
      .send(page('已退出', '<h1>已退出</h1><p>您已安全退出统一身份认证。</p>'));
  });

  const validate = (withAttributes: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Query;
    const ticket = text(query.ticket);
    const service = text(query.service);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-store');
    if (!ticket || !service) return failureXml('INVALID_REQUEST');
    const result = tickets.validate(ticket, service);
    if (!result.ok) return failureXml(result.code);
    const user = withAttributes ? result.user : { ...result.user, attributes: {} };
    return successXml(user, { fromNewLogin: result.fromNewLogin, authenticationDate: new Date() });
  };
  app.get('/p3/serviceValidate', validate(true));
  app.get('/serviceValidate', validate(false));
}
