import type { ApiRequest } from '../../lib/api-request';
import { siteOrigin } from '../units';
import type { OidcServerDeps } from './oidc-server.provider';
import { endOidcSessions } from './oidc-providers';
import { endBusinessSessions } from './single-logout';

/**
 * A portal session of `username` has ended (logout on either site, or /cas/logout): every business system it signed
 * in — by a CAS ticket (single logout) or OpenID Connect (back-channel logout) — is told, so signing out of the
 * portal signs out of the systems too (ADR 053).
 */
export async function endSignOns(deps: OidcServerDeps, request: ApiRequest, sessionId: string, username: string) {
  await Promise.all([
    endBusinessSessions(deps.db, sessionId, username),
    request.unit.loginType === 0
      ? endOidcSessions(deps, request.unit, `${siteOrigin(request)}/oidc`, username)
      : undefined,
  ]);
}
