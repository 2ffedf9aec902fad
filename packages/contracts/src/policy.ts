import type { AdminPermission } from './admin';

/**
 * Who may call an endpoint, checked before its input is looked at (ADR 059):
 * - `anyone`: guests, signed-in users and callers without a token alike (the handler may still tell them apart);
 * - `user`: a signed-in user only; anyone else gets the 401 envelope a lapsed session gets;
 * - `pushKey`: a business system presenting a live integration key of the unit (ADR 039);
 * - `admin`: a signed-in user whose console roles give the policy's `permission` in the unit managed (ADR 069).
 */
export type EndpointCaller = 'anyone' | 'user' | 'pushKey' | 'admin';

/**
 * The request limit a call counts against (security.md R6): sign-ins and their captchas, searches by what a person
 * typed, other writes, or none. Undeclared: a GET counts against none and a POST is a write; any call whose body
 * holds a keyword is a search.
 */
export type RateLimitClass = 'signIn' | 'search' | 'write' | 'none';

/** What an endpoint asks of its callers, declared with its contract and applied by the API's request pipeline. */
export interface EndpointPolicy {
  caller?: EndpointCaller;
  rateLimit?: RateLimitClass;
  /** What a console call needs (with `caller: 'admin'`). */
  permission?: AdminPermission;
  /**
   * A console call open before the session's second step (ADR 080): who am I, and the second step itself. Every
   * other console call waits for it when the account uses one or the unit requires it.
   */
  beforeSecondStep?: true;
  /**
   * Open to a user whose password was set by an administrator and who has not changed it yet (ADR 079): the change
   * itself, signing in and out. Every other write, and every call that needs a user, is refused until then.
   */
  beforePasswordChange?: true;
}
