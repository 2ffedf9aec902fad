import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { cookieOf } from '../../lib/cookies';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { loginPage, signIn, type AuthDeps, type EndedSession, type SignInMethod } from '../auth';
import { siteOrigin } from '../units';
import type { OAuth2Settings } from '../units';
import { discover, OAuth2Error, redeemCode } from './oauth2.client';
import { findOrCreateSsoUser, ssoAccountName } from './sso.repository';
import { oauthStates, oidcSessions } from './sso.table';
import { refused, unanswered } from './sign-in-refusals';

/** The HttpOnly cookie that binds an authorization request to the browser that started it (A6). */
export const OAUTH_BROWSER_COOKIE = 'yz_oauth';
const STATE_SECONDS = 600;

const random = () => randomBytes(32).toString('base64url');
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The portal's one redirect URI at every provider (A6): its /auth-login page. */
export const oauth2RedirectUri = (request: ApiRequest) => `${siteOrigin(request)}/auth-login`;

export const providerOf = (request: ApiRequest): OAuth2Settings => {
  const settings = request.unit.oauth2;
  if (!settings?.issuer || !settings.clientId) {
    throw new BusinessError(CODE.badRequest, '本站未启用 OAuth2 / OpenID Connect 登录', 400);
  }
  return settings;
};

const UNAVAILABLE = '统一身份认证服务暂时无法访问，请稍后再试，或使用本站账号登录';
const NOT_VOUCHED = '统一身份认证未通过，请重新登录';
const unavailable = () => new BusinessError(CODE.ssoUnavailable, UNAVAILABLE);

/** OpenID Connect sign-in: its sessions end at the provider too (RP-initiated logout). */
export const oauth2Method: SignInMethod = { name: 'oauth2', providerLogout: oidcLogoutUrl };

/**
 * Starts an OpenID Connect sign-in (A6): a one-time `state` bound to this browser by a random HttpOnly cookie, a
 * `nonce`, a PKCE S256 verifier kept on the server; answers the provider's authorization URL.
 */
export async function oauth2Authorize(db: Db, request: ApiRequest, reply: ApiReply, redirect: string): Promise<string> {
  const settings = providerOf(request);
  let endpoint: string;
  try {
    endpoint = (await discover(settings)).authorization_endpoint;
  } catch (error) {
    if (error instanceof OAuth2Error) throw unavailable();
    throw error;
  }
  const [state, nonce, codeVerifier, browser] = [random(), random(), random(), random()];
  const now = Date.now();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now)));
  await db.insert(oauthStates).values({
    stateHash: hash(state),
    fid: request.unit.fid,
    browserHash: hash(browser),
    codeVerifier,
    nonce,
    redirect,
    expiresAt: new Date(now + STATE_SECONDS * 1000),
  });
  reply.setCookie(OAUTH_BROWSER_COOKIE, browser, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: STATE_SECONDS,
  });
  const url = new URL(endpoint);
  const scopes = new Set(['openid', ...settings.scopes.split(/\s+/).filter(Boolean)]);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: oauth2RedirectUri(request),
    scope: [...scopes].join(' '),
    state,
    nonce,
    code_challenge: challengeOf(codeVerifier),
    code_challenge_method: 'S256',
  })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

const claimText = (claims: Record<string, unknown>, name: string | undefined) =>
  name && typeof claims[name] === 'string' ? (claims[name] as string) : undefined;

/**
 * oauth2/login (spec §7, A3, A6): the `state` must be one this unit issued to this very browser, unused and fresh
 * (it is deleted whatever happens next); the `iss` the provider returned, when it returns one (RFC 9207), must be the
 * issuer; the code is redeemed with the PKCE verifier and the ID token verified. Then the same account mapping as
 * CAS, and `signIn`. Answers where the person wanted to go.
 */
export async function oauth2SignIn(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { code: string; state: string; iss?: string | undefined },
): Promise<string> {
  const { db } = deps;
  const settings = providerOf(request);
  return signIn<string>(deps, request, reply, {
    method: oauth2Method,
    async verify({ now }) {
      const [pending] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.stateHash, hash(input.state)), eq(oauthStates.fid, request.unit.fid)))
        .returning();
      const browser = cookieOf(request, OAUTH_BROWSER_COOKIE);
      if (!pending || pending.expiresAt <= now) throw refused('oidc-state', '登录请求已失效或已使用，请重新登录');
      if (!browser || hash(browser) !== pending.browserHash) {
        throw refused('oidc-state-browser', '登录请求不属于当前浏览器，请重新登录');
      }
      if (input.iss !== undefined && input.iss !== settings.issuer) throw refused('oidc-iss', NOT_VOUCHED);

      let claims, idToken;
      try {
        ({ claims, idToken } = await redeemCode(settings, {
          code: input.code,
          codeVerifier: pending.codeVerifier,
          redirectUri: oauth2RedirectUri(request),
          nonce: pending.nonce,
        }));
      } catch (error) {
        if (!(error instanceof OAuth2Error)) throw error;
        if (error.kind === 'unavailable') throw unanswered(error.reason, UNAVAILABLE);
        throw refused(error.reason, NOT_VOUCHED);
      }
      const username = ssoAccountName(claimText(claims, settings.claims.username) ?? '');
      if (!username) throw refused('oidc-no-username', '统一身份认证返回的账号无法在本站使用，请联系管理员');
      const attributes: Record<string, string> = {};
      const name = claimText(claims, settings.claims.name);
      const userType = claimText(claims, settings.claims.userType);
      if (name) attributes.name = name;
      if (userType) attributes.userType = userType;
      return {
        user: await findOrCreateSsoUser(db, request.unit, username, attributes),
        account: username,
        answer: pending.redirect,
        async afterSession(sessionId) {
          await db.insert(oidcSessions).values({ sessionId, fid: request.unit.fid, idToken });
          reply.setCookie(OAUTH_BROWSER_COOKIE, '', {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
            maxAge: 0,
          });
        },
      };
    },
  });
}

/**
 * Where logout sends a person whose session came from an OpenID Connect sign-in (RP-initiated logout): the
 * provider's end_session_endpoint with the sign-in's ID token as `id_token_hint`, this client's id and the
 * terminal's login page as `post_logout_redirect_uri` (registered at the provider like the redirect URI), so the
 * sign-in at the provider ends too and the next 统一身份认证 asks again. Undefined when the session did not come
 * from OpenID Connect, or the provider offers no logout or cannot be asked (the portal's own logout has happened
 * either way).
 */
async function oidcLogoutUrl(
  db: Db,
  request: ApiRequest,
  { sessionId, terminalType }: EndedSession,
): Promise<string | undefined> {
  const settings = request.unit.oauth2;
  if (!settings?.issuer || !settings.clientId) return undefined;
  const [opened] = await db
    .select({ idToken: oidcSessions.idToken })
    .from(oidcSessions)
    .where(and(eq(oidcSessions.sessionId, sessionId), eq(oidcSessions.fid, request.unit.fid)));
  if (!opened) return undefined;
  let endpoint: string | undefined;
  try {
    endpoint = (await discover(settings)).end_session_endpoint;
  } catch (error) {
    if (!(error instanceof OAuth2Error)) throw error;
    request.log.warn({ reason: error.reason }, 'OpenID Connect provider unavailable at logout');
  }
  if (!endpoint) return undefined;
  const url = new URL(endpoint);
  url.searchParams.set('id_token_hint', opened.idToken);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${siteOrigin(request)}${loginPage(terminalType, '')}`);
  return url.toString();
}
