import { CODE, safeRedirect, type PassportLoginMode, type PassportOutcome } from '@yizhan/contracts';
import { cookieOf } from '../../lib/cookies';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import type { MemoCache } from '../../lib/memo-cache';
import { cachedUnitDomains, signIn, SignInRefusal, type AuthDeps, type SignInMethod } from '../auth';
import { siteOrigin } from '../units';
import type { PassportCookieSettings } from '../units';
import { PassportError, validatePassportCookie } from './passport.client';
import { passportLoginUrl, passportLogoutUrl, passportRefer } from './passport.urls';
import { findOrCreateSsoUser, ssoAccountName } from './sso.repository';
import { refused, unanswered } from './sign-in-refusals';
import { listRegisteredHosts } from './registered-hosts';

/** A cookie value longer than any passport sets, or with characters none uses, is refused unasked. */
const COOKIE_VALUE = /^[\x21-\x7e]{1,4096}$/;

const NOT_VOUCHED = '通行证登录状态无效或已过期，请重新登录';
const UNAVAILABLE = '通行证服务暂时无法访问，请稍后再试，或使用本站账号登录';
const NO_COOKIE =
  '未能读取通行证的登录状态（本站与通行证不在同一上级域名下，或浏览器拒绝了 Cookie），请使用本站账号登录';

/** Passport-cookie sign-in: its sessions end at the passport's logout too. */
export const passportMethod: SignInMethod = {
  name: 'passport',
  providerLogout: async (_db, request, { terminalType, service }) => passportLogoutUrl(request, terminalType, service),
};

export const passportOf = (request: ApiRequest): PassportCookieSettings => {
  const settings = request.unit.passportCookie;
  if (!settings?.cookieName || !settings.validateUrl || !request.unit.passportLoginUrl) {
    throw new BusinessError(CODE.badRequest, '本站未启用通行证登录', 400);
  }
  return settings;
};

/**
 * Where a passport sign-in may go on to (A4): a path on this site, or an address on the unit's domains or on a host
 * it registered (its business systems: the passport-cookie conversion of spec §2 sends people there).
 */
async function targetOf(deps: AuthDeps & { cache: MemoCache }, request: ApiRequest, service: string) {
  const fid = request.unit.fid;
  const allowedHosts = [
    ...(await cachedUnitDomains(deps.db, deps.cache, fid)),
    ...(await deps.cache.get(`registered-hosts:${fid}`, () => listRegisteredHosts(deps.db, fid))),
  ];
  // The site's own origin in full (the passport conversion hands out absolute URLs) is a path here.
  const origin = siteOrigin(request);
  const given = service.startsWith(`${origin}/`) ? service.slice(origin.length) : service;
  const target = safeRedirect(given, { allowedHosts, fallback: '' });
  if (!target) throw new BusinessError(CODE.badRequest, '返回地址不合法：只能是本站或本单位已登记的系统地址', 400);
  return target;
}

/**
 * passportCookieLogin (spec §7 passport/login?service, A3): the cookie the unit's passport server set on the unit's
 * parent domain is presented to that server, server to server; only a person it vouches for is signed in — as the
 * portal account of the same name, made on first use like single sign-on's — through `signIn`. Without a cookie the
 * browser is sent to the passport login (once: coming back without one is a refused sign-in, not another trip). A
 * session that already is the person is kept.
 */
export async function passportSignIn(
  deps: AuthDeps & { cache: MemoCache },
  request: ApiRequest,
  reply: ApiReply,
  input: { service: string; returned?: number | undefined; mode?: PassportLoginMode | undefined },
): Promise<PassportOutcome> {
  const { db } = deps;
  const unit = request.unit;
  const settings = passportOf(request);
  const target = await targetOf(deps, request, input.service);

  const cookie = cookieOf(request, settings.cookieName);
  // Someone signed in here needs no passport to go on: to one of this site's pages (the passport-cookie conversion
  // of a password sign-in's target, spec §4), or to a registered business system, which finds no passport cookie
  // and receives them from the portal's own CAS server instead (ADR 053) — never a second password form.
  if (!cookie && request.session?.kind === 'user') return { outcome: 'kept', url: target };
  if (!cookie && input.returned !== 1) {
    return { outcome: 'login', url: passportLoginUrl(unit, passportRefer(siteOrigin(request), target), input.mode) };
  }

  return signIn<PassportOutcome>(deps, request, reply, {
    method: passportMethod,
    async verify() {
      if (!cookie) {
        // Nothing was presented, so nothing is counted; but the sign-in the person came back for failed.
        throw new SignInRefusal('passport-no-cookie', new BusinessError(CODE.ssoFailed, NO_COOKIE), { counted: false });
      }
      if (!COOKIE_VALUE.test(cookie)) throw refused('passport-bad-cookie', NOT_VOUCHED);
      let identity;
      try {
        identity = await validatePassportCookie(settings, unit.fid, cookie);
      } catch (error) {
        if (!(error instanceof PassportError)) throw error;
        if (error.kind === 'unavailable') throw unanswered(error.reason, UNAVAILABLE);
        throw refused(error.reason, NOT_VOUCHED);
      }
      const username = ssoAccountName(identity.username);
      if (!username) throw refused('passport-bad-user', '通行证返回的账号无法在本站使用，请联系管理员');
      const user = await findOrCreateSsoUser(db, unit, username, identity.attributes);
      const session = request.session;
      if (session?.kind === 'user' && session.uid === user.uid && !user.disabled) {
        return { withoutSession: { outcome: 'kept', url: target } };
      }
      return { user, account: username, answer: { outcome: 'signed-in', url: target } };
    },
  });
}
