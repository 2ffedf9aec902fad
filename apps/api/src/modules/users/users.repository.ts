import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from './users.table';

/** The account of a unit by its name, case-insensitively. */
export async function findUserByName(db: Db, fid: number, username: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.fid, fid), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return rows[0];
}
