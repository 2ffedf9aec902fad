import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CODE,
  DEFAULT_ONLINE_LIMIT_SECONDS,
  MESSAGES,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  TOURIST_COOKIE,
} from '@yizhan/contracts';
import type { Db } from '../db/client';
import { verifyToken } from '../modules/auth/auth.tokens';
import { findSession, touchSession, type SessionRow } from '../modules/auth/sessions.repository';
import { isCurrentSecretVersion } from '../modules/integration/app-secrets';
import type { ApiReply, ApiRequest, RequestSession, RequestUnit, RequestUser } from '../lib/api-request';
import { BusinessError, isApiPath } from '../lib/envelope';
import { sendEnvelope } from './error-handler';

export type { RequestSession } from '../lib/api-request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session of an API request, or null when it carried no good token. */
    session: RequestSession | null;
  }
}

/** Seconds a session may stay idle on this unit (its onLineMinute, else the spec's 5 days). */
export const idleLimitSeconds = (unit: Pick<RequestUnit, 'onLineMinute'>) =>
  unit.onLineMinute ? unit.onLineMinute * 60 : DEFAULT_ONLINE_LIMIT_SECONDS;

/** The token of a request: `Authorization: Bearer` (other clients) or the `token` cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[TOKEN_COOKIE] || undefined;
}

/** Whether a stored (signed-in) session is still good for this unit at this moment. */
export function isSessionUsable(session: SessionRow, user: RequestUser | null, unit: RequestUnit, now: Date): boolean {
  if (session.fid !== unit.fid || session.revokedAt || session.expiresAt <= now) return false;
  if (now.getTime() - session.lastSeenAt.getTime() > idleLimitSeconds(unit) * 1000) return false;
  if (session.kind === 'guest') return session.uid === null;
  return !!user && !user.disabled && user.passwordChangedAt <= session.createdAt;
}

/**
 * The session a token speaks for on a unit, or null. Guest tokens are complete in themselves (signed, unit-bound,
 * expiring with the unit's idle limit: ADR 019), so they cost no query; a user token costs one primary-key
 * lookup, and its idle timestamp is written only when it is more than a minute old.
 */
export async function resolveSession(
  { db, key }: { db: Db; key: Uint8Array },
  unit: RequestUnit,
  token: string | undefined,
  now = new Date(),
): Promise<RequestSession | null> {
  if (!token) return null;
  // verifyToken keeps the tokens it verified: a returning visitor's token is checked by HMAC once, not per page.
  const claims = await verifyToken(key, token, unit.fid);
  if (!claims) return null;
  if (claims.typ === 'guest') {
    if (claims.sub !== 'guest') return null;
    return { id: claims.sid, kind: 'guest', uid: null, user: null, loginTime: claims.loginTime };
  }
  const found = await findSession(db, claims.sid);
  if (!found || found.session.kind !== 'user' || claims.sub !== String(found.session.uid)) return null;
  if (!isSessionUsable(found.session, found.user, unit, now)) return null;
  // A trusted app's token (createToken) lives only as long as the app secret it was issued under (ADR 039).
  if (claims.asv !== undefined && !(await isCurrentSecretVersion(db, unit.fid, claims.asv))) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > 60_000) await touchSession(db, found.session.id, now);
  return {
    id: found.session.id,
    kind: 'user',
    uid: found.session.uid,
    user: found.user,
    loginTime: claims.loginTime,
  };
}

/** The call's session, or a 401 business failure (spec §8) when there is none. */
export function requireSession(request: ApiRequest): RequestSession {
  if (!request.session) throw new BusinessError(CODE.unauthorized, MESSAGES.sessionExpired);
  return request.session;
}

/** The signed-in user of the call; a guest token never gets past this (S5). */
export function requireUser(request: ApiRequest): RequestSession & { uid: number; user: RequestUser } {
  const session = requireSession(request);
  if (session.kind !== 'user' || session.uid === null || !session.user) {
    throw new BusinessError(CODE.unauthorized, MESSAGES.sessionExpired);
  }
  return session as RequestSession & { uid: number; user: RequestUser };
}

/** Sets the `token` (HttpOnly, S1) and `tourist` (readable by the page) cookies of a new session. */
export function setSessionCookies(request: ApiRequest, reply: ApiReply, token: string, guest: boolean) {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
  };
  reply.setCookie(TOKEN_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(TOURIST_COOKIE, guest ? '1' : '0', { ...options, httpOnly: false });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing browser request comes from another site (R5). */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}

/**
 * Resolves the session of every API request from its token, refuses cross-site state changes, and marks
 * session-bearing responses `no-store` (R7). Registered after the tenant plugin: the unit must be known.
 */
export const authPlugin = fp<{ db: Db; key: Uint8Array }>(async (app: FastifyInstance, deps) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || !request.unit) return;
    if (!safeMethods.has(request.method) && isCrossSite(request)) {
      return sendEnvelope(reply, 403, CODE.forbidden, '禁止跨站提交请求');
    }
    request.session = await resolveSession(deps, request.unit, requestToken(request));
  });
  // A plain callback, not an async function: a promise per response for one header is measurable (docs/performance.md).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.session || request.url.startsWith('/pedestal/auth/')) reply.header('cache-control', 'no-store');
    done();
  });
});
