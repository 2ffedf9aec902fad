import { CODE, LOGIN_TYPE } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { recordAudit } from '../audit';
import { casServiceOf, revokeSession, signIn, type AuthDeps, type SignInMethod } from '../auth';
import { siteOrigin, type UnitRow } from '../units';
import type { Db } from '../../db/client';
import { CasValidationError, casServerBase, validateServiceTicket, type CasFailureKind } from './cas.client';
import { parseLogoutRequest } from './cas.xml';
import { findOrCreateSsoUser, liveSessionOfTicket, rememberTicket, ssoAccountName, ticketSeen } from './sso.repository';
import { refused, unanswered } from './sign-in-refusals';

/** CAS 3.0 §3.7 ticket syntax, checked before any network call (A5): `ST-`, then letters, digits and hyphens. */
const SERVICE_TICKET = /^ST-[A-Za-z0-9-]+$/;
const MAX_TICKET_LENGTH = 256;

const TICKET_REFUSED = '统一身份认证票据无效、已使用或已过期，请重新登录';
/** What a person is told when the CAS server could not vouch for anyone: the sign-in fails closed (A5, F2). */
const CAS_FAULT: Record<Exclude<CasFailureKind, 'rejected'>, string> = {
  unreachable: '统一身份认证服务暂时无法访问，登录未完成，请稍后再试',
  timeout: '统一身份认证服务响应超时，登录未完成，请稍后再试',
  'too-large': '统一身份认证服务的应答异常，登录未完成，请联系管理员',
  malformed: '统一身份认证服务的应答异常，登录未完成，请联系管理员',
};

/** Whether a unit signs in by CAS with a configured server. */
export const usesCas = (unit: UnitRow) => unit.loginType === LOGIN_TYPE.cas && /^https?:\/\//i.test(unit.loginPath);

export const casMethod: SignInMethod = { name: 'cas' };

/**
 * casLogin (spec §7 `/pedestal/auth/cas/login?ticket&service`, A3, A5): the ticket is syntax-checked, then validated
 * once, server-to-server, against the unit's CAS server with the service rebuilt from the unit's origin; only a
 * well-formed success signs the person in — as the portal user the CAS user maps to — through `signIn`. Every
 * failure is audited and fails closed.
 */
export async function casSignIn(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { ticket: string; service: string },
): Promise<void> {
  const { db } = deps;
  const unit = request.unit;
  if (!usesCas(unit)) throw new BusinessError(CODE.badRequest, '本站未启用统一身份认证（CAS）登录', 400);
  await signIn(deps, request, reply, {
    method: casMethod,
    async verify() {
      const service = casServiceOf(siteOrigin(request), input.service);
      if (!service) throw refused('bad-service', '登录返回地址不属于本站，请从本站重新登录');
      if (input.ticket.length > MAX_TICKET_LENGTH || !SERVICE_TICKET.test(input.ticket)) {
        throw refused('bad-ticket-syntax', TICKET_REFUSED);
      }
      if (await ticketSeen(db, input.ticket)) throw refused('ticket-replayed', TICKET_REFUSED);
      let identity;
      try {
        identity = await validateServiceTicket({
          casBase: casServerBase(unit.loginPath),
          service,
          ticket: input.ticket,
        });
      } catch (error) {
        if (!(error instanceof CasValidationError)) throw error;
        if (error.kind === 'rejected') throw refused(`cas-${error.code}`.slice(0, 64), TICKET_REFUSED);
        throw unanswered(`cas-${error.kind}`, CAS_FAULT[error.kind]);
      }
      const username = ssoAccountName(identity.user);
      if (!username) throw refused('bad-cas-user', '统一身份认证返回的账号无法在本站使用，请联系管理员');
      return {
        user: await findOrCreateSsoUser(db, unit, username, identity.attributes),
        account: username,
        // For single logout. A CAS server that let one ticket validate twice meets the primary key here.
        async afterSession(sessionId) {
          if (await rememberTicket(db, unit.fid, input.ticket, sessionId)) return;
          await revokeSession(db, sessionId);
          throw refused('ticket-replayed', TICKET_REFUSED);
        },
      };
    },
  });
}

/**
 * Single logout (CAS 3.0 Appendix C): the CAS server POSTs a SAML logoutRequest naming the service ticket of a
 * sign-in to the service URL; the session that ticket opened on this unit ends, and the logout is audited like any
 * other. Unknown, used-up or foreign tickets change nothing — the answer does not say which.
 */
export async function casSingleLogout(db: Db, request: ApiRequest, logoutRequest: string): Promise<boolean> {
  const ticket = parseLogoutRequest(logoutRequest);
  if (!SERVICE_TICKET.test(ticket) || ticket.length > MAX_TICKET_LENGTH) return false;
  const live = await liveSessionOfTicket(db, request.unit.fid, ticket);
  if (!live) return false;
  await revokeSession(db, live.sessionId);
  await recordAudit(db, request, { event: 'logout', outcome: 'success', uid: live.uid, method: 'cas-slo' });
  return true;
}
