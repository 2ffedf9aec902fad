import Fastify, { type FastifyInstance } from 'fastify';
import { casRoutes, type CasOptions } from './cas/routes';
import { OIDC_CLIENT, oidcProvider } from './oidc/provider';
import { oidcRoutes } from './oidc/routes';
import { ticketStore } from './cas/tickets';
import { apiCodeRoutes } from './api-code/routes';
import { apiCodeStore } from './api-code/codes';
import { wechatRoutes } from './wechat/routes';
import { wechatCodeStore } from './wechat/codes';
import { passportRoutes } from './passport/routes';
import { passportStore } from './passport/store';
import { businessRoutes } from './business/routes';
import { siteRoutes } from './site/routes';
import { page, escapeHtml } from './html';
import { serviceRegistry } from './services';
import { DEMO_PASSWORD, demoUsers } from './users';

/**
 * Where the portal comes back to after an OpenID Connect sign-in, by default: its /auth-login on the usual ports
 * and on the port this dev IdP's portal listens on (the browser tests move it).
 */
export const defaultOidcRedirects = (portalPort = 3000) =>
  [...new Set([3000, 3210, portalPort])].flatMap((port) =>
    ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port}/auth-login`),
  );

export interface IdpOptions {
  /** This server's public origin (http://localhost:3100): the OpenID Connect issuer is it plus /oidc. */
  publicOrigin?: string;
  /** The portal's OpenID Connect redirect URIs, registered exactly. */
  oidcRedirectUris?: readonly string[];
  /** Host names, besides localhost and *.localhost, whose services may sign in here. */
  serviceHosts?: readonly string[];
  /** The clock (tests let tickets expire without waiting). */
  now?: () => number;
  sendLogout?: CasOptions['sendLogout'];
  /** The port the portal listens on: the demo business system's way back to it (ADR 042). */
  portalPort?: number;
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
    // A page with a policy of its own (a demo website, which a portal may frame) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
      );
    }
    reply.header('referrer-policy', 'no-referrer');
  });

  const services = serviceRegistry(options.serviceHosts);
  const tickets = ticketStore(options.now);
  await app.register(casRoutes, { prefix: '/cas', tickets, services, sendLogout: options.sendLogout });
  const issuer = `${(options.publicOrigin ?? 'http://localhost:3100').replace(/\/$/, '')}/oidc`;
  const provider = await oidcProvider({
    issuer,
    redirectUris: options.oidcRedirectUris ?? defaultOidcRedirects(options.portalPort),
  });
  await app.register(oidcRoutes, { prefix: '/oidc', provider });
  const codes = apiCodeStore(options.now);
  await app.register(apiCodeRoutes, { prefix: '/api-code', codes, services });

  await app.register(wechatRoutes, { prefix: '/wechat', codes: wechatCodeStore(options.now), services });
  const passports = passportStore(options.now);
  await app.register(passportRoutes, { prefix: '/passport', passports, services });
  await app.register(businessRoutes, {
    prefix: '/business',
    tickets,
    passports,
    codes,
    portalPort: options.portalPort ?? 3000,
  });

  await app.register(siteRoutes, { prefix: '/site' });

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
<p>OpenID Connect：<a href="/oidc/.well-known/openid-configuration">/oidc/.well-known/openid-configuration</a>（客户端 ${OIDC_CLIENT.id}，授权码 + PKCE）</p>
<p>接口登录码（可信应用）：/api-code/login?service=、/api-code/verify、/api-code/logout</p>
<p>微信网页授权：/wechat/connect/oauth2/authorize、/wechat/sns/oauth2/access_token、/wechat/sns/userinfo</p>
<p>通行证：/passport/login?fid=&amp;refer=（mode=qr 扫码、mode=code 验证码）、/passport/validate、/passport/logout；经 passport.&lt;单位域名&gt; 访问时 Cookie 写在单位域名上</p>
<p>演示业务系统：/business/&lt;单位&gt;/&lt;pc|m&gt;/&lt;编号&gt;?name=</p>
<p>演示网站（图书馆、校园地图等，无需登录）：/site/&lt;编号&gt;?name=</p>
<p class="note">演示账号（密码均为 ${DEMO_PASSWORD}）：</p>
<table><tr><th>账号</th><th>姓名</th></tr>${rows}</table>`,
      ),
    );
  });
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
