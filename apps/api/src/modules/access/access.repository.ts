import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminRole } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { adminGrants, type AdminGrantRow } from './access.table';

/** Every console grant a user holds, in any unit. */
export const grantsOf = (db: Db, uid: number): Promise<AdminGrantRow[]> =>
  db.select().from(adminGrants).where(eq(adminGrants.uid, uid)).orderBy(asc(adminGrants.id));

/** The console grants held in unit `fid` (not the platform ones) by any of `uids`. */
export async function unitGrantsOf(db: Db, fid: number, uids: number[]): Promise<AdminGrantRow[]> {
  if (uids.length === 0) return [];
  return db
    .select()
    .from(adminGrants)
    .where(and(eq(adminGrants.fid, fid), inArray(adminGrants.uid, uids)))
    .orderBy(asc(adminGrants.id));
}

/** Replaces what `uid` holds in unit `fid` with `roles` (one grant each); platform grants are left alone. */
export async function replaceUnitGrants(
  db: Db,
  fid: number,
  uid: number,
  roles: { role: AdminRole; departmentIds: number[] }[],
) {
  await db.delete(adminGrants).where(and(eq(adminGrants.fid, fid), eq(adminGrants.uid, uid)));
  if (roles.length > 0) {
    await db
      .insert(adminGrants)
      .values(roles.map((grant) => ({ uid, fid, role: grant.role, departmentIds: grant.departmentIds })));
  }
}
