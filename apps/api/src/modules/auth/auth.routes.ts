import type { FastifyInstance } from 'fastify';
import { authApi, safeRedirect, TERMINAL_TYPE, userTypeSchema, type UserInfo } from '@yizhan/contracts';
import { serve } from '../../lib/serve';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import { requireSession } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { listUnitDomains, siteOrigin } from '../units';
import { revokeSession, sessionMethod } from './sessions.repository';
import { newCaptcha } from './captcha';
import { listRegisteredHosts } from './registered-hosts';
import { issueSession, type AuthDeps } from './auth.service';
import type { LogoutHooks } from './logout-hooks';
import { passwordLogin } from './password-login';
import { loginPage, loginPathFor, logoutTarget, passportAddress, type SignOff } from './auth.urls';

const tags = ['登录与会话'];

/** Guest and password sign-in, user info, host info, login redirect config, passport address and logout. */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps & { cache: MemoCache; logout: LogoutHooks }) {
  const { db, cache } = deps;
  const unitDomains = (fid: number) => cache.get(`unit-domains:${fid}`, () => listUnitDomains(db, fid));
  /** Whether a host is one of the unit's domains or of the addresses it registered (A5). */
  const isRegisteredHost = async (fid: number, host: string) => {
    const name = host.toLowerCase();
    if ((await unitDomains(fid)).includes(name)) return true;
    return (await cache.get(`registered-hosts:${fid}`, () => listRegisteredHosts(db, fid))).includes(name);
  };
  /** A redirect parameter made safe for this unit (A4): off-site and dangerous targets become '/'. */
  const safeTarget = async (fid: number, raw: string | undefined) =>
    safeRedirect(raw ?? '/', { allowedHosts: await unitDomains(fid), fallback: '/' });

  serve(
    app,
    authApi.guestLogin,
    async ({ request, reply }) => {
      // The token goes only into the HttpOnly cookie, never into the body a script could read.
      await issueSession(deps, request, reply, null);
      return { tourist: 1 as const };
    },
    { tags },
  );

  serve(
    app,
    authApi.passwordLogin,
    async ({ request, reply, body }) => {
      await passwordLogin(deps, request, reply, body);
      return { tourist: 0 as const };
    },
    { tags },
  );

  serve(
    app,
    authApi.captcha,
    // A new picture for every call; counted against the sign-in rate limit (R6) so nobody can mint them in bulk.
    async ({ request }) => newCaptcha(db, request.unit.fid),
    { tags },
  );

  serve(
    app,
    authApi.userInfo,
    async ({ request }): Promise<UserInfo> => {
      const session = requireSession(request);
      const user = session.user;
      return {
        fid: request.unit.fid,
        uid: session.uid === null ? '' : String(session.uid),
        userType: user ? userTypeSchema.parse(user.userType) : 'GUEST',
        account: user?.username ?? '',
        name: user?.name ?? '游客',
        avatar: user?.avatar ?? '',
        loginTime: session.loginTime,
      };
    },
    { tags },
  );

  serve(
    app,
    authApi.loginRedirectType,
    async ({ request }) => ({
      loginRedirectType: request.unit.loginRedirectType,
      redirectNavigation: request.unit.redirectNavigation,
    }),
    { tags },
  );

  serve(
    app,
    authApi.hostInfo,
    async ({ request, query }) => {
      const unit = request.unit;
      return {
        fid: unit.fid,
        loginType: ([0, 1, 2] as const).find((type) => type === unit.loginType) ?? 0,
        loginPath: loginPathFor(unit, siteOrigin(request), await safeTarget(unit.fid, query.redirect)),
        localPassportAddress: unit.localPassportAddress,
        oauth2Name: unit.oauth2?.issuer ? unit.oauth2.name : '',
        wechatLogin: Boolean(unit.wechat?.appId),
        passportLogin: Boolean(unit.passportCookie && unit.passportLoginUrl),
        onLineMinute: unit.onLineMinute,
        refreshMinute: unit.refreshMinute,
      };
    },
    // The same for every guest who reached the site at the same origin (ADR 022).
    { tags, shared: siteOrigin },
  );

  serve(
    app,
    authApi.passportLoginAddress,
    async ({ request, query }) => {
      const origin = siteOrigin(request);
      let url: URL;
      try {
        url = new URL(query.url, `${origin}/`);
      } catch {
        throw new BusinessError(400, '查询参数 url 不合法：请提供站内路径或 http(s) 地址', 400);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new BusinessError(400, '查询参数 url 不合法：只允许 http(s) 地址', 400);
      }
      if (url.origin !== origin && !(await isRegisteredHost(request.unit.fid, url.hostname))) {
        throw new BusinessError(400, '查询参数 url 不合法：只能是本站或本单位已登记的系统地址', 400);
      }
      const converted = passportAddress(request.unit, origin, url.toString());
      // Passed through unchanged: keep a same-site path relative.
      return { url: converted === url.toString() && url.origin === origin ? query.url : converted };
    },
    { tags },
  );

  serve(
    app,
    authApi.logout,
    async ({ request, reply, query }) => {
      const session = request.session;
      const terminalType = query.terminalType ?? TERMINAL_TYPE.desktop;
      // How the session was opened decides where its sign-in is ended too (an identity provider's own logout).
      const signOff: SignOff = { method: null };
      if (session?.kind === 'user') {
        signOff.method = await sessionMethod(db, session.id);
        const providerLogout = signOff.method === null ? undefined : deps.logout.providerLogout[signOff.method];
        if (providerLogout) {
          signOff.providerLogout = await providerLogout(db, request, session.id, loginPage(terminalType, ''));
        }
      }
      if (session) await revokeSession(db, session.id);
      // The business systems signed in through the portal's CAS server end with it (single logout, ADR 053).
      if (session?.kind === 'user' && session.user) {
        for (const ended of deps.logout.ended) await ended(deps, request, session.id, session.user.username);
      }
      if (session?.kind === 'user') {
        await recordAudit(db, request, { event: 'logout', outcome: 'success', uid: session.uid });
      }
      request.session = null;
      await issueSession(deps, request, reply, null);
      const service = await safeTarget(request.unit.fid, query.service);
      return { url: logoutTarget(request.unit, siteOrigin(request), terminalType, service, signOff) };
    },
    { tags },
  );
}
