import { CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import type { UserRow } from '../users';
import { issueSession, signInAudit, type AuthDeps, type SignInAudit } from './auth.service';
import { throttleAttempt, type FailureTally, type ThrottledAccount } from './sign-in-throttle';

/**
 * A way to sign in (spec §1), as the composition root registers it: its name, which audit entries and the session
 * carry, and — for a method whose identity provider keeps a sign-in of its own — where logout ends that one too.
 */
export interface SignInMethod {
  readonly name: string;
  /** The identity provider's own logout for a session this method opened; undefined: the portal's usual target. */
  providerLogout?(db: Db, request: ApiRequest, ended: EndedSession): Promise<string | undefined>;
}

/** The session a logout ends, and where the logout was asked to go back to. */
export interface EndedSession {
  sessionId: string;
  terminalType: number;
  /** The safe return path the logout was given. */
  service: string;
}

/**
 * A refused attempt, thrown by a method's `verify` (or its `afterSession`): `signIn` audits it with its reason and,
 * unless it is a fault of the identity provider that tried nothing, counts it on the account and the address (A2,
 * A3, D1) before the person is told.
 */
export class SignInRefusal extends Error {
  constructor(
    readonly reason: string,
    /** What the person is told; a function of the count when the message counts the attempts down. */
    readonly answer: BusinessError | ((tally: FailureTally) => BusinessError),
    readonly options: { counted: boolean } = { counted: true },
  ) {
    super(reason);
  }
}

/** What `verify` may rely on: the attempt's clock, and whether it had to carry a 图形验证码. */
export interface SignInCheck {
  now: Date;
  captchaRequired: boolean;
}

const answerOf = (refusal: SignInRefusal, tally: FailureTally) =>
  typeof refusal.answer === 'function' ? refusal.answer(tally) : refusal.answer;

type Answer<R> = [R] extends [void] ? { answer?: undefined } : { answer: R };

/**
 * What a method's verification found: the person to sign in — with what the method must do just before and after
 * the session is opened, and what the sign-in answers — or an outcome that opens no session (the person already
 * signed in, an identity still to be linked).
 */
export type Verdict<R> =
  | ({
      user: UserRow;
      /** The account name the success is audited under (default: the user's). */
      account?: string;
      beforeSession?: () => Promise<void>;
      afterSession?: (sessionId: string) => Promise<void>;
    } & Answer<R>)
  | { withoutSession: R };

export interface SignInAttempt<R> {
  method: SignInMethod;
  /** The account a form names: its own counter and lock apply (password sign-in only, ADR 026). */
  account?: ThrottledAccount;
  /** The method's own check of the credential; refuses by throwing a SignInRefusal. */
  verify(check: SignInCheck): Promise<Verdict<R>>;
}

/**
 * Every sign-in, whatever its method (A2, A3, S2): the attempt is audited under its method, the address (and a
 * form's account) throttle is judged, the method verifies, a refusal is audited and counted, and a success opens a
 * new session through the same account check and audit. Methods supply only `verify` and their own redirects.
 */
export async function signIn<R = void>(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  attempt: SignInAttempt<R>,
): Promise<R> {
  const { db } = deps;
  const now = new Date();
  const method = attempt.method.name;
  let audit = signInAudit(db, request, method, attempt.account?.username ?? '');
  const throttle = await throttleAttempt(db, request, now, audit, attempt.account);
  try {
    const verdict = await attempt.verify({ now, captchaRequired: throttle.captchaRequired });
    if ('withoutSession' in verdict) return verdict.withoutSession;
    // A form's entries keep the name typed (A2: the same for every spelling); the others name whom they verified.
    if (!attempt.account) audit = signInAudit(db, request, method, verdict.account ?? verdict.user.username);
    const sessionId = await openSession(deps, request, reply, verdict.user, audit, async () => {
      await throttle.clear();
      await verdict.beforeSession?.();
    });
    await verdict.afterSession?.(sessionId);
    return verdict.answer as R;
  } catch (error) {
    if (!(error instanceof SignInRefusal)) throw error;
    if (error.options.counted) throw answerOf(error, await throttle.charge(audit, error.reason));
    await audit({ event: 'login_failure', outcome: 'failure', uid: attempt.account?.uid, reason: error.reason });
    throw answerOf(error, { failures: 0, remaining: 0, addressFailures: 0 });
  }
}

/**
 * The end of every sign-in once the person is known (A3): a disabled account is refused, a new session is opened
 * (S2) and the success is audited. `beforeSession` runs after the account check. Answers the new session's id.
 */
async function openSession(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  user: UserRow,
  audit: SignInAudit,
  beforeSession: () => Promise<void>,
): Promise<string> {
  if (user.disabled) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user.uid, reason: 'disabled' });
    throw new BusinessError(CODE.loginFailed, '该账号已停用，请联系管理员');
  }
  await beforeSession();
  const sessionId = await issueSession(deps, request, reply, user.uid, audit.method);
  await audit({ event: 'login', outcome: 'success', uid: user.uid });
  return sessionId;
}
