import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, CODE, LOGIN_WINDOW_SECONDS, MESSAGES } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { checkPassword, findUserByName } from '../users';
import {
  completeSignIn,
  countAddressFailure,
  judgeAddress,
  signInAudit,
  tooManyAttempts,
  type AuthDeps,
} from './auth.service';
import { clearThrottle, countFailure, lockKey, readThrottle } from './throttle.repository';
import { judge } from './throttle-policy';
import { solveCaptcha } from './captcha';
import { trustDevice, trustedDeviceId } from './device-trust';

const accountKey = (fid: number, username: string) => `account:${fid}:${username.trim().toLowerCase()}`;

const accountLocked = (seconds: number) =>
  new BusinessError(
    CODE.accountLocked,
    `登录失败次数过多，账号已暂时锁定，请 ${Math.ceil(seconds / 60)} 分钟后再试`,
    200,
    {},
    { remainingAttempts: 0 },
  );

const captchaNeeded = (message: string, remainingAttempts: number) =>
  new BusinessError(CODE.captchaRequired, message, 200, {}, { captchaRequired: true, remainingAttempts });

/**
 * Password sign-in (A1–A3, ADR 026 and its addendum). The same message for unknown accounts and wrong passwords.
 * Every attempt that is turned down after the account's own gates — a missing or wrong 图形验证码 as much as a wrong
 * password — is audited and counted per account and per address (A2, D1): from the third failure a 图形验证码 is
 * asked, the fifth within 15 minutes locks the account's password sign-in for 15 minutes. A browser the account
 * signed in from before skips only the per-address rule. Attempts refused by a lock or a delay try nothing and are
 * audited without counting (counting them would only let an attacker stretch the owner's lock).
 */
export async function passwordLogin(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { username: string; password: string; captchaId?: string | undefined; captchaCode?: string | undefined },
): Promise<void> {
  const { db, key } = deps;
  const fid = request.unit.fid;
  const now = new Date();
  const audit = signInAudit(db, request, 'password', input.username);

  const user = await findUserByName(db, fid, input.username);
  const ownKey = accountKey(fid, input.username);
  const account = judge(ACCOUNT_THROTTLE, await readThrottle(db, ownKey), LOGIN_WINDOW_SECONDS, now);
  // A trusted browser skips the address rule: a campus NAT under attack costs the owner nothing (ADR 026).
  const trusted = await trustedDeviceId(key, request, input.username);
  const address = trusted ? undefined : await judgeAddress(db, request, now);
  const captchaRequired = account.captcha || Boolean(address?.captcha);

  if (address?.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'ip-limited' });
    throw tooManyAttempts(address.lockedSeconds, captchaRequired);
  }
  if (account.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'locked' });
    throw accountLocked(account.lockedSeconds);
  }
  const wait = Math.max(account.waitSeconds, address?.waitSeconds ?? 0);
  if (wait) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'delayed' });
    throw tooManyAttempts(wait, captchaRequired);
  }

  /** A refused attempt: audited, counted on the account and the address, and locking the account at its limit. */
  const countRefusal = async (reason: string) => {
    const failures = await countFailure(db, ownKey, now);
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason });
    const addressFailures = address ? await countAddressFailure(db, request, now, audit) : 0;
    if (failures >= ACCOUNT_THROTTLE.lockAfter) {
      await lockKey(db, ownKey, new Date(now.getTime() + ACCOUNT_THROTTLE.lockSeconds * 1000));
      await audit({ event: 'lockout', outcome: 'failure', uid: user?.uid, reason: `${failures}-failures` });
      throw accountLocked(ACCOUNT_THROTTLE.lockSeconds);
    }
    return { failures, remaining: ACCOUNT_THROTTLE.lockAfter - failures, addressFailures };
  };

  if (captchaRequired) {
    if (!input.captchaId || !input.captchaCode?.trim()) {
      throw captchaNeeded('请输入图形验证码', (await countRefusal('captcha-missing')).remaining);
    }
    if (!(await solveCaptcha(db, fid, input.captchaId, input.captchaCode, now))) {
      throw captchaNeeded('图形验证码错误或已过期，请重新输入', (await countRefusal('captcha')).remaining);
    }
  }

  const passwordOk = await checkPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    const { failures, remaining, addressFailures } = await countRefusal(user ? 'bad-password' : 'unknown-account');
    const warn = failures >= ACCOUNT_THROTTLE.captchaAfter;
    throw new BusinessError(
      CODE.loginFailed,
      warn ? `${MESSAGES.loginFailed}，还可尝试 ${remaining} 次` : MESSAGES.loginFailed,
      200,
      {},
      { captchaRequired: warn || addressFailures >= ADDRESS_THROTTLE.captchaAfter, remainingAttempts: remaining },
    );
  }
  await completeSignIn(deps, request, reply, user, audit, async () => {
    await clearThrottle(db, ownKey);
    await trustDevice(key, request, reply, input.username);
  });
}
