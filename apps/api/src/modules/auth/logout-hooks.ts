import type { ApiRequest } from '../../lib/api-request';
import type { AuthDeps } from './auth.service';

/**
 * What other modules add to a logout. They sit above auth (they sign in through it), so the composition root
 * (app.ts) hands their hooks in and auth imports none of them (ADR 058).
 */
export interface LogoutHooks {
  /** By sign-in method: the identity provider's own logout address for that session (OpenID Connect's). */
  providerLogout: Record<
    string,
    (db: AuthDeps['db'], request: ApiRequest, sessionId: string, loginPage: string) => Promise<string | undefined>
  >;
  /** After the portal session ended: who else must hear of it (the business systems it signed in, ADR 053). */
  ended: ((deps: AuthDeps, request: ApiRequest, sessionId: string, username: string) => Promise<void>)[];
}
