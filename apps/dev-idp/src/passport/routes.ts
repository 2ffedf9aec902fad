import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../cookies';
import { escapeHtml, page } from '../html';
import type { ServiceRegistry } from '../services';
import { checkDemoUser, DEMO_PASSWORD, demoUsers, type DemoUser } from '../users';
import { PASSPORT_SECONDS, type PassportStore } from './store';

export interface PassportOptions {
  passports: PassportStore;
  services: ServiceRegistry;
}

/** The passport cookie: set on the parent domain, so the portal and the unit's systems beside it all receive it. */
export const PASSPORT_COOKIE = 'YZ_PASSPORT';

type Query = Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const MODES = { account: '账号登录', code: '验证码登录', qr: '扫码登录' } as const;
type Mode = keyof typeof MODES;
const modeOf = (value: string): Mode => (value === 'code' || value === 'qr' ? value : 'account');

/**
 * The domain the passport cookie is set on: a passport reached as `passport.<domain>` (passport.39374.localhost)
 * serves `<domain>` and every host under it — the portal 39374.localhost and its business systems
 * (ehall.39374.localhost), as a school's passport.example.edu.cn serves example.edu.cn. Reached by any other name,
 * the cookie stays on that host.
 */
export function cookieDomainOf(host: string | undefined): string {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const parent = name.startsWith('passport.') ? name.slice('passport.'.length) : '';
  return parent.includes('.') ? parent : '';
}

export const passportCookie = (request: FastifyRequest, value: string, maxAge: number) => {
  const domain = cookieDomainOf(request.headers.host);
  return `${PASSPORT_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${domain ? `; Domain=${domain}` : ''}`;
};

/**
 * A unit's passport under /passport (spec §7 passport login with fid, refer and the QR-scan and code variants):
 * `/login` (a signed-in browser goes straight on to `refer`; otherwise the variant's form), `/validate` (server to
 * server: who a cookie belongs to) and `/logout`.
 */
export async function passportRoutes(app: FastifyInstance, { passports, services }: PassportOptions) {
  const loginPage = (
    reply: FastifyReply,
    query: { fid: string; refer: string; mode: Mode },
    error = '',
    username = '',
  ) => {
    const { execution, code } = passports.newForm();
    const link = (mode: Mode) => {
      const params = new URLSearchParams({
        fid: query.fid,
        refer: query.refer,
        ...(mode === 'account' ? {} : { mode }),
      });
      return mode === query.mode
        ? `<strong>${MODES[mode]}</strong>`
        : `<a href="/passport/login?${escapeHtml(params.toString())}">${MODES[mode]}</a>`;
    };
    const hidden = `<input type="hidden" name="fid" value="${escapeHtml(query.fid)}">
<input type="hidden" name="refer" value="${escapeHtml(query.refer)}">
<input type="hidden" name="mode" value="${query.mode}">
<input type="hidden" name="execution" value="${execution}">`;
    const account = `<label for="username">账号</label>
<input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required autofocus>`;
    const form =
      query.mode === 'qr'
        ? `<p>请使用手机 App 扫描二维码登录。</p><p class="note">开发环境没有可扫码的 App，请改用账号登录或验证码登录。</p>`
        : `<form method="post" action="/passport/login">
${hidden}
${account}
${
  query.mode === 'code'
    ? `<label for="code">短信验证码</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<p class="note">开发环境不发短信，本次验证码为 <strong>${code}</strong></p>`
    : `<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>`
}
<button type="submit">登录</button>
</form>`;
    const accounts = demoUsers
      .map((user) => `<tr><td>${escapeHtml(user.username)}</td><td>${escapeHtml(user.attributes.name ?? '')}</td></tr>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          '通行证登录',
          `<h1>通行证登录</h1>
<p class="note">${query.refer ? `登录后返回 ${escapeHtml(new URL(query.refer).host)}` : '开发用通行证'}${query.fid ? `（单位 ${escapeHtml(query.fid)}）` : ''}</p>
<p>${link('account')} · ${link('code')} · ${link('qr')}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${form}
<p class="note" style="margin-top:20px">演示账号（密码均为 ${DEMO_PASSWORD}）：</p>
<table><tr><th>账号</th><th>姓名</th></tr>${accounts}</table>`,
        ),
      );
  };

  const queryOf = (source: Query) => {
    const refer = text(source.refer);
    return {
      fid: text(source.fid).slice(0, 16),
      refer: services.allows(refer) ? refer : '',
      mode: modeOf(text(source.mode)),
    };
  };
  const signedIn = (reply: FastifyReply, user: DemoUser) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page('已登录', `<h1>已登录</h1><p>您已登录通行证：${escapeHtml(user.attributes.name ?? user.username)}</p>`),
      );

  app.get('/login', async (request, reply) => {
    const query = queryOf(request.query as Query);
    const user = passports.userOf(readCookie(request, PASSPORT_COOKIE));
    if (user) return query.refer ? reply.redirect(query.refer) : signedIn(reply, user);
    return loginPage(reply, query);
  });

  app.post('/login', async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const query = queryOf(body);
    const username = text(body.username);
    const form = passports.useForm(text(body.execution));
    if (!form) return loginPage(reply.code(400), query, '登录页面已过期，请重新登录', username);
    let user: DemoUser | undefined;
    if (query.mode === 'code') {
      const known = demoUsers.find((candidate) => candidate.username === username.trim());
      user = known && text(body.code).trim() === form.code ? known : undefined;
      if (!user) return loginPage(reply.code(401), query, '账号或验证码错误', username);
    } else {
      user = checkDemoUser(username, text(body.password));
      if (!user) return loginPage(reply.code(401), query, '账号或密码错误', username);
    }
    passports.signOut(readCookie(request, PASSPORT_COOKIE));
    reply.header('set-cookie', passportCookie(request, passports.signIn(user), PASSPORT_SECONDS));
    return query.refer ? reply.redirect(query.refer) : signedIn(reply, user);
  });

  // Server to server: the portal (or a business system) presents the cookie it received; only this server knows
  // whose it is. A POST, so the value never sits in an access log's URL.
  app.post('/validate', async (request, reply) => {
    const user = passports.userOf(text(((request.body ?? {}) as Query).cookie));
    reply.header('cache-control', 'no-store');
    if (!user) return { result: false, msg: '通行证登录状态无效或已过期' };
    return {
      result: true,
      user: {
        username: user.username,
        name: user.attributes.name ?? user.username,
        userType: user.attributes.userType,
      },
    };
  });

  app.get('/logout', async (request, reply) => {
    passports.signOut(readCookie(request, PASSPORT_COOKIE));
    reply.header('set-cookie', passportCookie(request, '', 0));
    const refer = queryOf(request.query as Query).refer;
    // Back only to a registered service: a logout link must not send people anywhere.
    if (refer && services.allows(refer)) return reply.redirect(refer);
    return reply.type('text/html; charset=utf-8').send(page('已退出', '<h1>已退出</h1><p>您已退出通行证。</p>'));
  });
}
