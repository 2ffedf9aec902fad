import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { cookieOf } from '../../lib/cookies';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { passwordLogin, signIn, type AuthDeps, type SignInMethod } from '../auth';
import { siteOrigin } from '../units';
import { findUserByName } from '../users';
import { users } from '../users';
import type { WechatSettings } from '../units';
import { exchangeCode, nicknameOf, WechatError, type WechatIdentity } from './wechat.client';
import { refused, unanswered } from './sign-in-refusals';
import { wechatAccounts, wechatBinds, wechatStates } from './wechat.table';

/** The HttpOnly cookie that binds an authorisation to the browser that asked for it (A6). */
export const WECHAT_BROWSER_COOKIE = 'yz_wechat';
/** The HttpOnly cookie that names this browser's verified but not yet linked WeChat identity. */
export const WECHAT_BIND_COOKIE = 'yz_wechat_bind';
const STATE_SECONDS = 600;
const BIND_SECONDS = 600;

const random = () => randomBytes(32).toString('base64url');
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const setCookie = (request: ApiRequest, reply: ApiReply, name: string, value: string, maxAge: number) =>
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge,
  });

/**
 * The portal's redirect URI at WeChat (A6): its /wechat-login page. WeChat checks only its domain; the `redirect`
 * it carries is for the failure path alone (spec §8: back to the login page with the redirect) — where a sign-in
 * goes is the one kept with its state.
 */
export const wechatRedirectUri = (request: ApiRequest, redirect: string) =>
  `${siteOrigin(request)}/wechat-login${redirect === '/' ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;

export const wechatOf = (request: ApiRequest): WechatSettings => {
  const settings = request.unit.wechat;
  if (!settings?.appId || !settings.secret) throw new BusinessError(CODE.badRequest, '本站未启用微信登录', 400);
  return settings;
};

const UNAVAILABLE = '微信授权服务暂时无法访问，请稍后再试，或使用本站账号登录';

/**
 * getWechatAuthorize (A6): a one-time `state` bound to this browser by a random HttpOnly cookie, kept as hashes
 * with where to go afterwards; answers WeChat's web-authorisation address with the appid, the one redirect URI and
 * the state.
 */
export async function wechatAuthorize(db: Db, request: ApiRequest, reply: ApiReply, redirect: string): Promise<string> {
  const settings = wechatOf(request);
  const [state, browser] = [random(), random()];
  const now = Date.now();
  await db.delete(wechatStates).where(lt(wechatStates.expiresAt, new Date(now)));
  await db.insert(wechatStates).values({
    stateHash: hash(state),
    fid: request.unit.fid,
    browserHash: hash(browser),
    redirect,
    expiresAt: new Date(now + STATE_SECONDS * 1000),
  });
  setCookie(request, reply, WECHAT_BROWSER_COOKIE, browser, STATE_SECONDS);
  const url = new URL(`${settings.authorizeOrigin.replace(/\/+$/, '')}/connect/oauth2/authorize`);
  url.search = new URLSearchParams({
    appid: settings.appId,
    redirect_uri: wechatRedirectUri(request, redirect),
    response_type: 'code',
    scope: settings.scope,
    state,
  }).toString();
  // WeChat's own marker: its browser wants it at the end of the address.
  url.hash = 'wechat_redirect';
  return url.toString();
}

export const wechatMethod: SignInMethod = { name: 'wechat' };

/** Signed in, or verified by WeChat but not yet linked to a portal account (the bind page); where to go next. */
type WechatOutcome = { outcome: 'signed-in' | 'bind'; redirect: string };

/**
 * wechatLogin (spec §7 wechat/login, A3, A6): the `state` must be one this unit issued to this very browser, unused
 * and fresh (it is deleted whatever happens next); the code is exchanged for the openid on the server. A linked
 * (appid, openid) signs its portal user in through `signIn`; an unlinked one is kept for this browser alone, for the
 * bind page.
 */
export async function wechatSignIn(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { code: string; state: string },
): Promise<WechatOutcome> {
  const { db } = deps;
  const settings = wechatOf(request);
  return signIn<WechatOutcome>(deps, request, reply, {
    method: wechatMethod,
    async verify({ now }) {
      const [pending] = await db
        .delete(wechatStates)
        .where(and(eq(wechatStates.stateHash, hash(input.state)), eq(wechatStates.fid, request.unit.fid)))
        .returning();
      const browser = cookieOf(request, WECHAT_BROWSER_COOKIE);
      if (!pending || pending.expiresAt <= now) {
        throw refused('wechat-state', '微信授权请求已失效或已使用，请重新登录');
      }
      if (!browser || hash(browser) !== pending.browserHash) {
        throw refused('wechat-state-browser', '微信授权请求不属于当前浏览器，请重新登录');
      }
      setCookie(request, reply, WECHAT_BROWSER_COOKIE, '', 0);

      let identity;
      try {
        identity = await exchangeCode(settings, input.code);
      } catch (error) {
        if (!(error instanceof WechatError)) throw error;
        if (error.kind === 'unavailable') throw unanswered(error.reason, UNAVAILABLE);
        throw refused(error.reason, '微信授权码无效、已使用或已过期，请重新登录');
      }
      const linked = await linkedUser(db, request.unit.fid, settings.appId, identity.openId);
      if (linked) return { user: linked, answer: { outcome: 'signed-in', redirect: pending.redirect } };
      await keepForBinding(db, request, reply, settings, identity, pending.redirect, now);
      return { withoutSession: { outcome: 'bind', redirect: pending.redirect } };
    },
  });
}

/** The portal user a WeChat identity (unit, appid, openid) was linked to, if any (A6). */
async function linkedUser(db: Db, fid: number, appId: string, openId: string) {
  const [linked] = await db
    .select({ user: users })
    .from(wechatAccounts)
    .innerJoin(users, eq(users.uid, wechatAccounts.uid))
    .where(and(eq(wechatAccounts.fid, fid), eq(wechatAccounts.appId, appId), eq(wechatAccounts.openId, openId)))
    .limit(1);
  return linked?.user;
}

/** A verified but unlinked WeChat identity, kept for this browser alone (its HttpOnly bind cookie) for ten minutes. */
async function keepForBinding(
  db: Db,
  request: ApiRequest,
  reply: ApiReply,
  settings: WechatSettings,
  identity: WechatIdentity,
  redirect: string,
  now: Date,
) {
  const nickname =
    identity.scope.includes('snsapi_userinfo') || settings.scope === 'snsapi_userinfo'
      ? await nicknameOf(settings, identity.accessToken, identity.openId)
      : '';
  const bind = random();
  await db.delete(wechatBinds).where(lt(wechatBinds.expiresAt, now));
  await db.insert(wechatBinds).values({
    bindHash: hash(bind),
    fid: request.unit.fid,
    appId: settings.appId,
    openId: identity.openId,
    nickname: nickname.replace(/\p{Cc}/gu, '').slice(0, 64),
    redirect,
    expiresAt: new Date(now.getTime() + BIND_SECONDS * 1000),
  });
  setCookie(request, reply, WECHAT_BIND_COOKIE, bind, BIND_SECONDS);
}

/** This browser's verified WeChat identity that waits to be linked, while it is fresh. */
async function pendingOf(db: Db, request: ApiRequest) {
  const bind = cookieOf(request, WECHAT_BIND_COOKIE);
  if (!bind) return undefined;
  const [row] = await db
    .select()
    .from(wechatBinds)
    .where(
      and(
        eq(wechatBinds.bindHash, hash(bind)),
        eq(wechatBinds.fid, request.unit.fid),
        gt(wechatBinds.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

const bindExpired = () => new BusinessError(CODE.ssoFailed, '微信授权已失效，请重新使用微信登录');

/** What the bind page shows: the WeChat nickname and where the sign-in goes. */
export async function pendingBind(db: Db, request: ApiRequest): Promise<{ nickname: string; redirect: string }> {
  wechatOf(request);
  const row = await pendingOf(db, request);
  if (!row) throw bindExpired();
  return { nickname: row.nickname, redirect: row.redirect };
}

/**
 * The bind page's sign-in: the portal password once, through the password sign-in itself (its throttle, lockout and
 * audit: A2, A3), then the verified (appid, openid) is linked to that account, and later WeChat sign-ins need no
 * password. The pending identity is used up.
 */
export async function wechatBind(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { username: string; password: string; captchaId?: string | undefined; captchaCode?: string | undefined },
): Promise<string> {
  const { db } = deps;
  wechatOf(request);
  const row = await pendingOf(db, request);
  if (!row) throw bindExpired();
  await passwordLogin(deps, request, reply, input);
  const user = await findUserByName(db, request.unit.fid, input.username);
  const [used] = await db.delete(wechatBinds).where(eq(wechatBinds.bindHash, row.bindHash)).returning();
  // Two tabs binding at once: the first one links it.
  if (user && used) {
    await db
      .insert(wechatAccounts)
      .values({ fid: row.fid, appId: row.appId, openId: row.openId, uid: user.uid, nickname: row.nickname })
      .onConflictDoNothing();
  }
  setCookie(request, reply, WECHAT_BIND_COOKIE, '', 0);
  return row.redirect;
}
