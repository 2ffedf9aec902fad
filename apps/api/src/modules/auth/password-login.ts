import { ADDRESS_THROTTLE, ACCOUNT_THROTTLE, CODE, MESSAGES } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { checkPassword } from '../users';
import { findUserByName } from '../users';
import type { AuthDeps } from './auth.service';
import { signIn, SignInRefusal, type SignInMethod } from './sign-in';
import { solveCaptcha } from './captcha';
import { trustDevice, trustedDeviceId } from './device-trust';

export const passwordMethod: SignInMethod = { name: 'password' };

const captchaNeeded = (reason: string, message: string) =>
  new SignInRefusal(
    reason,
    ({ remaining }) =>
      new BusinessError(
        CODE.captchaRequired,
        message,
        200,
        {},
        { captchaRequired: true, remainingAttempts: remaining },
      ),
  );

/**
 * Password sign-in (A1–A3, ADR 026 and its addendum) through `signIn`, with the typed account's own counter: the
 * same message for unknown accounts and wrong passwords. A missing or wrong 图形验证码 is refused and counted as a
 * wrong password is; from the third failure the message counts the attempts left. A success marks the browser as
 * one the account signed in from, which then skips the per-address rule.
 */
export async function passwordLogin(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { username: string; password: string; captchaId?: string | undefined; captchaCode?: string | undefined },
): Promise<{ mustChangePassword: boolean }> {
  const { db, key } = deps;
  const fid = request.unit.fid;
  const user = await findUserByName(db, fid, input.username);
  const trusted = Boolean(await trustedDeviceId(key, request, input.username));
  await signIn(deps, request, reply, {
    method: passwordMethod,
    account: { username: input.username, uid: user?.uid, trusted },
    async verify({ now, captchaRequired }) {
      if (captchaRequired) {
        if (!input.captchaId || !input.captchaCode?.trim()) throw captchaNeeded('captcha-missing', '请输入图形验证码');
        if (!(await solveCaptcha(db, fid, input.captchaId, input.captchaCode, now))) {
          throw captchaNeeded('captcha', '图形验证码错误或已过期，请重新输入');
        }
      }
      const passwordOk = await checkPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        throw new SignInRefusal(
          user ? 'bad-password' : 'unknown-account',
          ({ failures, remaining, addressFailures }) => {
            const warn = failures >= ACCOUNT_THROTTLE.captchaAfter;
            return new BusinessError(
              CODE.loginFailed,
              warn ? `${MESSAGES.loginFailed}，还可尝试 ${remaining} 次` : MESSAGES.loginFailed,
              200,
              {},
              {
                captchaRequired: warn || addressFailures >= ADDRESS_THROTTLE.captchaAfter,
                remainingAttempts: remaining,
              },
            );
          },
        );
      }
      return { user, beforeSession: () => trustDevice(key, request, reply, input.username) };
    },
  });
  // Signed in (a refusal throws): say whether the password an administrator set must be changed first (ADR 079).
  return { mustChangePassword: user?.mustChangePassword ?? false };
}
