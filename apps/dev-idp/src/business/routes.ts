import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from '../html';
import type { TicketStore } from '../cas/tickets';
import type { ApiCodeStore } from '../api-code/codes';
import { readCookie } from '../cookies';
import { PASSPORT_COOKIE } from '../passport/routes';
import type { PassportStore } from '../passport/store';
import type { DemoUser } from '../users';
import { businessUnits, type BusinessUnit } from './units';
import { validateAtPortal } from './portal-cas';
import { applicationPanel, applicationRoutes } from './applications';

export interface BusinessOptions {
  tickets: TicketStore;
  passports: PassportStore;
  codes: ApiCodeStore;
  /** The port the portal listens on, for the way back (3000 by `npm start`). */
  portalPort: number;
}

type Query = Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const SESSION_SECONDS = 8 * 3600;
/** How the page says the person arrived. */
const HOW: Record<BusinessUnit['reception'], string> = {
  cas: '统一身份认证（CAS 票据）',
  'portal-cas': '门户统一身份认证（CAS 票据）',
  passport: '门户统一身份认证（CAS 票据）',
  'api-code': '接口登录码（可信应用）',
};

/**
 * The demo business system (业务系统, issue 14 item 8): every seeded service and business system of the demo units
 * leads here (/business/<unit>/<pc|m>/<code>?name=…), so 立即办理 ends somewhere real in an offline demo. It takes
 * the person in the way the unit's systems do — a CAS ticket from the unit's 统一身份认证 or an API code from its
 * trusted app (its own session after either), or the passport cookie on the unit's domain, checked with the
 * passport each time — and shows who arrived,
 * from which service, and the way back to the portal.
 */
export async function businessRoutes(app: FastifyInstance, { tickets, passports, codes, portalPort }: BusinessOptions) {
  // The system's own sign-ins after a CAS ticket or an API code (what a real system keeps in its session).
  const sessions = new Map<string, { user: DemoUser; expiresAt: number; ticket: string }>();
  const cookieName = (key: string) => `YZ_BIZ_${key.toUpperCase()}`;

  /** This page's own address, as the browser asked for it, without a ticket or code: the CAS or API-code service. */
  const serviceOf = (request: FastifyRequest) => {
    const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
    for (const name of ['ticket', 'code', 'millis']) url.searchParams.delete(name);
    return url.toString();
  };
  const refuse = (reply: FastifyReply, reason: string) =>
    reply
      .code(401)
      .type('text/html; charset=utf-8')
      .send(
        page(
          '登录失败',
          `<h1>登录失败</h1><p class="error" role="alert">${escapeHtml(reason)}，请从门户重新进入。</p>`,
        ),
      );
  /** The system's own session for a person just received; the credential leaves the address bar. */
  const openSession = (reply: FastifyReply, request: FastifyRequest, key: string, user: DemoUser, ticket = '') => {
    const id = randomBytes(24).toString('base64url');
    sessions.set(id, { user, expiresAt: Date.now() + SESSION_SECONDS * 1000, ticket });
    reply.header(
      'set-cookie',
      `${cookieName(key)}=${id}; Path=/business/${key}; HttpOnly; SameSite=Lax; Max-Age=${SESSION_SECONDS}`,
    );
    return reply.redirect(serviceOf(request));
  };

  const show = (
    reply: FastifyReply,
    key: string,
    unit: BusinessUnit,
    terminal: string,
    code: string,
    service: string,
    user: DemoUser,
    how: string,
    message: string,
  ) => {
    const mobile = terminal === 'm';
    const portal = `http://${unit.portalHost}${portalPort === 80 ? '' : `:${portalPort}`}${mobile ? '/mobile/work' : '/'}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          `${service || code} · 业务系统`,
          `<h1>${escapeHtml(service || code)}</h1>
<p class="note">${escapeHtml(unit.name)} · 演示业务系统（开发用）</p>
<table>
<tr><th>办理人</th><td data-testid="business-user">${escapeHtml(user.attributes.name ?? user.username)}（${escapeHtml(user.username)}）</td></tr>
<tr><th>来自服务</th><td>${escapeHtml(service || '（未注明）')} <span class="note">${escapeHtml(code)}</span></td></tr>
<tr><th>登录方式</th><td>${escapeHtml(how)}</td></tr>
<tr><th>终端</th><td>${mobile ? '手机' : '电脑'}</td></tr>
</table>
<p style="margin-top:20px">这里是演示用的业务系统：真实系统会在此办理「${escapeHtml(service || code)}」。</p>
${applicationPanel(key, user, code, service, message)}
<p><a href="${escapeHtml(portal)}">返回${escapeHtml(unit.name)}门户</a></p>`,
        ),
      );
  };

  /** Who is signed in at a unit's system: the passport (its units) or the system's own session. */
  const personOf = async (request: FastifyRequest, key: string) => {
    const unit = businessUnits[key];
    if (!unit) return undefined;
    if (unit.reception === 'passport') {
      const user = passports.userOf(readCookie(request, PASSPORT_COOKIE));
      if (user) return user;
    }
    const session = sessions.get(readCookie(request, cookieName(key)) ?? '');
    return session && session.expiresAt > Date.now() ? session.user : undefined;
  };
  await app.register(applicationRoutes, { portalPort, personOf });

  app.get('/:unit/:terminal/:code', async (request, reply) => {
    const params = request.params as Record<string, string>;
    const unit = businessUnits[params.unit ?? ''];
    const terminal = params.terminal === 'm' ? 'm' : 'pc';
    const code = text(params.code).slice(0, 64);
    if (!unit)
      return reply.code(404).type('text/html; charset=utf-8').send(page('未找到', '<h1>未找到该业务系统</h1>'));
    const query = request.query as Query;
    const service = text(query.name).slice(0, 64);
    const message = text(query.message).slice(0, 200);
    const key = params.unit!;

    if (unit.reception === 'passport') {
      const user = passports.userOf(readCookie(request, PASSPORT_COOKIE));
      if (user) return show(reply, key, unit, terminal, code, service, user, '通行证 Cookie', message);
      // No passport sign-in: the portal's own CAS server, which knows whoever signed in at the portal (ADR 053).
    }

    const session = sessions.get(readCookie(request, cookieName(key)) ?? '');
    const how = HOW[unit.reception];
    if (session && session.expiresAt > Date.now()) {
      return show(reply, key, unit, terminal, code, service, session.user, how, message);
    }
    if (unit.reception === 'api-code') {
      // Verified like the portal verifies one (single use, fresh, bound to this exact address); the dev IdP's store.
      const apiCode = text(query.code);
      if (apiCode) {
        const result = codes.verify(apiCode, Number(text(query.millis)), serviceOf(request));
        if (!result.ok) return refuse(reply, `登录码无效（${result.error}）`);
        return openSession(reply, request, key, result.user);
      }
      return reply.redirect(`/api-code/login?service=${encodeURIComponent(serviceOf(request))}`);
    }
    const ticket = text(query.ticket);
    if (unit.reception !== 'cas') {
      // The portal's CAS server: validated there, over the back channel, like any campus system's CAS client.
      const portal = { host: unit.portalHost, port: portalPort };
      if (ticket) {
        const result = await validateAtPortal(portal, ticket, serviceOf(request));
        if (!result.ok) return refuse(reply, `票据无效（${result.reason}）`);
        return openSession(reply, request, key, result.user, ticket);
      }
      const login = `http://${unit.portalHost}:${portalPort}/cas/login`;
      return reply.redirect(`${login}?service=${encodeURIComponent(serviceOf(request))}`);
    }
    if (ticket) {
      // Validated like any CAS client would (single use, bound to this exact service); the dev IdP's own store.
      const result = tickets.validate(ticket, serviceOf(request));
      if (!result.ok) return refuse(reply, `票据无效（${result.code}）`);
      return openSession(reply, request, key, result.user, ticket);
    }
    return reply.redirect(`/cas/login?service=${encodeURIComponent(serviceOf(request))}`);
  });

  // CAS single logout (Appendix C): the CAS server POSTs a logoutRequest naming the ticket to the service URL; the
  // session that ticket opened here ends with the sign-in at CAS.
  app.post('/:unit/:terminal/:code', async (request, reply) => {
    const logoutRequest = text(((request.body ?? {}) as Query).logoutRequest);
    const ticket = /<samlp:SessionIndex>\s*(ST-[A-Za-z0-9-]+)\s*<\/samlp:SessionIndex>/.exec(logoutRequest)?.[1];
    for (const [id, session] of sessions) if (ticket && session.ticket === ticket) sessions.delete(id);
    return reply.type('text/plain').send('ok');
  });
}
