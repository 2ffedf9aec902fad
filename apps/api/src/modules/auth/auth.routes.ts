import type { FastifyInstance } from 'fastify';
import { authApi, safeRedirect, TERMINAL_TYPE, userTypeSchema, type UserInfo } from '@yizhan/contracts';
import { serve } from '../../lib/serve';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import type { ApiRequest } from '../../lib/api-request';
import { requireSession } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { listUnitDomains, siteOrigin } from '../units';
import { revokeSession, sessionMethod } from './sessions.repository';
import { newCaptcha } from './captcha';
import { issueSession, type AuthDeps } from './auth.service';
import type { SignInMethod } from './sign-in';
import { passwordLogin } from './password-login';
import { loginPathFor, logoutTarget, passportAddress } from './auth.urls';

const tags = ['登录与会话'];

/**
 * What another module does when a portal user's session ends by logout (the portal as identity provider ends the
 * business systems' sign-ins, ADR 053). Registered at the composition root, so auth imports no module above it.
 */
export type SignOutHook = (request: ApiRequest, ended: { sessionId: string; username: string }) => Promise<void>;

export interface AuthRoutesOptions extends AuthDeps {
  cache: MemoCache;
  /** Every way to sign in, as the composition root registers them: logout asks the session's own for its logout. */
  signInMethods: readonly SignInMethod[];
  onSignOut: readonly SignOutHook[];
  /** The hosts of the addresses the unit registered (its services', systems' and links'): the sso module's list. */
  registeredHosts: (fid: number) => Promise<string[]>;
}

/** Guest and password sign-in, user info, host info, login redirect config, passport address and logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { signInMethods, onSignOut, registeredHosts, ...deps } = options;
  const { db, cache } = deps;
  const unitDomains = (fid: number) => cache.get(`unit-domains:${fid}`, () => listUnitDomains(db, fid));
  /** Whether a host is one of the unit's domains or of the addresses it registered (A5). */
  const isRegisteredHost = async (fid: number, host: string) => {
    const name = host.toLowerCase();
    if ((await unitDomains(fid)).includes(name)) return true;
    return (await cache.get(`registered-hosts:${fid}`, () => registeredHosts(fid))).includes(name);
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
      const { mustChangePassword } = await passwordLogin(deps, request, reply, body);
      return { tourist: 0 as const, mustChangePassword };
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
        mustChangePassword: user?.mustChangePassword ?? false,
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
      const service = await safeTarget(request.unit.fid, query.service);
      // How the session was opened decides where its sign-in is ended too (an identity provider's own logout).
      let providerLogout: string | undefined;
      if (session?.kind === 'user') {
        const name = await sessionMethod(db, session.id);
        const method = signInMethods.find((candidate) => candidate.name === name);
        providerLogout = await method?.providerLogout?.(db, request, { sessionId: session.id, terminalType, service });
      }
      if (session) await revokeSession(db, session.id);
      if (session?.kind === 'user' && session.user) {
        for (const hook of onSignOut) await hook(request, { sessionId: session.id, username: session.user.username });
      }
      if (session?.kind === 'user') {
        await recordAudit(db, request, { event: 'logout', outcome: 'success', uid: session.uid });
      }
      request.session = null;
      await issueSession(deps, request, reply, null);
      return { url: logoutTarget(request.unit, siteOrigin(request), terminalType, service, providerLogout) };
    },
    { tags },
  );
}
