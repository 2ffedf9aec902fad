import { formatMinute } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { idleLimitSeconds, setSessionCookies } from '../../plugins/auth';
import { recordAudit, type AuditEvent } from '../audit';
import { newSessionId, signToken } from './auth.tokens';
import { createSession, revokeSession } from './sessions.repository';

export interface AuthDeps {
  db: Db;
  key: Uint8Array;
}

/**
 * Opens a new session (never reusing the presented one, S2), signs its token and sets the cookies. Every sign-in
 * method ends here (A3). The token leaves only in the HttpOnly `token` cookie, never in a response body. A guest
 * session has no row (ADR 019): its token carries everything and expires with the unit's idle limit, so crawlers
 * and health checks never grow a table.
 */
export async function issueSession(
  { db, key }: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  uid: number | null,
  method: string | null = null,
): Promise<string> {
  const now = new Date();
  if (request.session?.kind === 'user') await revokeSession(db, request.session.id, now);
  const fid = request.unit.fid;
  const loginTime = formatMinute(now);
  const sid =
    uid === null
      ? newSessionId()
      : (await createSession(db, { fid, uid, method, now, ip: request.ip, userAgent: request.headers['user-agent'] }))
          .id;
  const token =
    uid === null
      ? await signToken(key, { sub: 'guest', fid, typ: 'guest', sid, loginTime }, now, idleLimitSeconds(request.unit))
      : await signToken(key, { sub: String(uid), fid, typ: 'user', sid, loginTime }, now);
  setSessionCookies(request, reply, token, uid === null);
  return sid;
}

/**
 * One sign-in method's audit entries: each names the method and the account tried (A3, D1). The session the
 * sign-in opens records the same method.
 */
export type SignInAudit = ((event: Omit<AuditEvent, 'method'>) => Promise<void>) & { readonly method: string };

export const signInAudit = (db: Db, request: ApiRequest, method: string, username: string): SignInAudit =>
  Object.assign((event: Omit<AuditEvent, 'method'>) => recordAudit(db, request, { method, username, ...event }), {
    method,
  });
