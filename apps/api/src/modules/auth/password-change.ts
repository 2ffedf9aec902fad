import type { Db } from '../../db/client';
import { setPassword } from '../users';
import { revokeUserSessions } from './sessions.repository';

/**
 * Sets a new password that meets the unit's policy (A1) and signs the account out everywhere (S4); answers how many
 * sessions were still open.
 */
export async function changePassword(db: Db, uid: number, password: string): Promise<number> {
  return revokeUserSessions(db, uid, await setPassword(db, uid, password));
}
