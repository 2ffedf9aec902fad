import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { units } from '../units';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { users } from './users.table';

/**
 * Disables or re-enables an account. Disabling signs it out everywhere for good (S4): the database revokes its
 * sessions as `disabled` turns true (migration 0038), whatever path the change takes, so re-enabling restores none.
 */
export async function setUserDisabled(db: Db, uid: number, disabled: boolean) {
  await db.update(users).set({ disabled }).where(eq(users.uid, uid));
}

/**
 * Sets a new password of the user's own that meets the unit's policy (A1), which ends a change the administrator
 * asked for (ADR 079); answers when it changed, the moment before which every
 * session of the account stops counting (auth's changePassword signs them out, S4).
 */
export async function setPassword(db: Db, uid: number, password: string): Promise<Date> {
  const [owner] = await db
    .select({ needsThreeClasses: units.passwordNeedsThreeClasses })
    .from(users)
    .innerJoin(units, eq(units.fid, users.fid))
    .where(eq(users.uid, uid));
  if (!owner) throw new BusinessError(404, '用户不存在', 404);
  const problem = passwordProblem(password, owner);
  if (problem) throw new BusinessError(400, problem, 400);
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, mustChangePassword: false })
    .where(eq(users.uid, uid));
  return now;
}
