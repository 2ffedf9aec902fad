import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from './users.table';

/** `term` as the start of a LIKE pattern, its wildcards taken literally. */
const startsWith = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserPageQuery {
  page: number;
  pageSize: number;
  /** The start of an account name (any case) or of a person's name. */
  keyword?: string | undefined;
}

/**
 * A unit's accounts a page at a time, by account name, for the console (tens of thousands of users): a keyword is
 * matched at the start of the account name or the person's name, on the two pattern indexes of migration 0040.
 */
export async function pageUsers(db: Db, fid: number, query: UserPageQuery) {
  const keyword = query.keyword?.trim();
  const where = and(
    eq(users.fid, fid),
    keyword
      ? or(
          sql`lower(${users.username}) LIKE ${startsWith(keyword.toLowerCase())}`,
          sql`${users.name} LIKE ${startsWith(keyword)}`,
        )
      : undefined,
  );
  const [list, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.username})`, asc(users.uid))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list, total: counted?.total ?? 0 };
}

/** The account `uid` of unit `fid`, or undefined (another unit's account is as unknown as a made-up one). */
export async function findUserInUnit(db: Db, fid: number, uid: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.fid, fid), eq(users.uid, uid)));
  return user;
}

/** Disables or enables an account; disabling revokes its sessions (migration 0038's trigger). */
export async function setUserDisabled(db: Db, fid: number, uid: number, disabled: boolean) {
  const [user] = await db
    .update(users)
    .set({ disabled })
    .where(and(eq(users.fid, fid), eq(users.uid, uid)))
    .returning();
  return user;
}

/** Locks the account's row for the rest of the transaction (a save of what hangs off it runs one at a time). */
export async function lockUser(db: Db, uid: number) {
  await db.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
}

/** Puts an account in one of the unit's departments (the caller checked it is the unit's), or in none. */
export async function setUserDepartment(db: Db, fid: number, uid: number, departmentId: number | null) {
  const [user] = await db
    .update(users)
    .set({ departmentId })
    .where(and(eq(users.fid, fid), eq(users.uid, uid)))
    .returning();
  return user;
}

/** The enabled accounts of a department of unit `fid` (a notice's recipients), found on users_department_id_idx. */
export const enabledMembersQuery = (db: Db, fid: number, departmentId: number) =>
  db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.departmentId, departmentId), eq(users.fid, fid), eq(users.disabled, false)));

/** The uids of a department's enabled accounts. */
export async function enabledMembersOf(db: Db, fid: number, departmentId: number): Promise<number[]> {
  return (await enabledMembersQuery(db, fid, departmentId)).map((row) => row.uid);
}
