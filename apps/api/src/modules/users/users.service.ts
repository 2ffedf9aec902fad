import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokeUserSessions } from '../auth/sessions.repository';
import { hashPassword } from './passwords';
import { users } from './users.table';

/** Disables or re-enables an account; disabling signs it out everywhere (S4). */
export async function setUserDisabled(db: Db, uid: number, disabled: boolean) {
  await db.update(users).set({ disabled }).where(eq(users.uid, uid));
  if (disabled) await revokeUserSessions(db, uid);
}

/** Sets a new password and signs the account out everywhere (S4). */
export async function changePassword(db: Db, uid: number, password: string) {
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now })
    .where(eq(users.uid, uid));
  await revokeUserSessions(db, uid, now);
}
