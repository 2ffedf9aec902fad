import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CODE,
  DEFAULT_ONLINE_LIMIT_SECONDS,
  MESSAGES,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  TOURIST_COOKIE,
} from '@yizhan/contracts';
import type { ApiReply, ApiRequest, RequestSession, RequestUnit, RequestUser } from '../lib/api-request';
import type { SessionOf } from '../lib/pipeline';
import { BusinessError, isApiPath } from '../lib/envelope';
import { isCrossSiteChange, requestToken } from '../lib/http-edge';
import { CROSS_SITE_MESSAGE } from '../lib/pipeline-stages';
import { sendEnvelope } from './error-handler';

export type { RequestSession } from '../lib/api-request';
export { isCrossSite, requestToken } from '../lib/http-edge';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session of an API request, or null when it carried no good token. */
    session: RequestSession | null;
  }
}

/** Seconds a session may stay idle on this unit (its onLineMinute, else the spec's 5 days). */
export const idleLimitSeconds = (unit: Pick<RequestUnit, 'onLineMinute'>) =>
  unit.onLineMinute ? unit.onLineMinute * 60 : DEFAULT_ONLINE_LIMIT_SECONDS;

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

/**
 * Resolves the session of every API request from its token, refuses cross-site state changes, and marks
 * session-bearing responses `no-store` (R7). Registered after the tenant plugin: the unit must be known. A served
 * endpoint's route is left to the request pipeline, which does the same checks for HTTP and server rendering alike.
 */
export const authPlugin = fp<{ sessionOf: SessionOf }>(async (app: FastifyInstance, { sessionOf }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || !request.unit || request.routeOptions.config.pipeline) return;
    if (isCrossSiteChange(request)) return sendEnvelope(reply, 403, CODE.forbidden, CROSS_SITE_MESSAGE);
    request.session = await sessionOf(request.unit, requestToken(request));
  });
  // A plain callback, not an async function: a promise per response for one header is measurable (docs/performance.md).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.session || request.url.startsWith('/pedestal/auth/')) reply.header('cache-control', 'no-store');
    done();
  });
});
