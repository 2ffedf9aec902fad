import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { textArray } from '@yizhan/server-kit';
import type { Db } from '../../db/client';
import { units } from '../units';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';
import { users, type UserRow } from './users.table';

// Accounts made and reset by the console (ADR 079). Their passwords are the administrator's, so the account must
// change it at its next sign-in: `mustChangePassword` is set here and cleared only by the user's own change.

/** An account as the console creates it: the password already hashed. */
export interface NewAccount {
  username: string;
  name: string;
  userType: string;
  passwordHash: string;
  /** One of the unit's departments (the caller checked it), or none. */
  departmentId?: number | null;
}

/** Rows per INSERT: a statement's parameters stay well under PostgreSQL's 65,535 (5 per row). */
const INSERT_BATCH = 1000;

/** Creates accounts in unit `fid`, in batches; run it inside a transaction to take a file whole or not at all. */
export async function insertAccounts(db: Db, fid: number, accounts: readonly NewAccount[]): Promise<UserRow[]> {
  const created: UserRow[] = [];
  for (let start = 0; start < accounts.length; start += INSERT_BATCH) {
    const batch = accounts.slice(start, start + INSERT_BATCH).map((account) => ({
      ...account,
      fid,
      mustChangePassword: true,
    }));
    // An account made meanwhile by someone else is skipped here, and the caller sees fewer rows than it asked for.
    created.push(...(await db.insert(users).values(batch).onConflictDoNothing().returning()));
  }
  return created;
}

/** Which of `names` are already accounts of unit `fid` (lower case: account names are unique in any case). */
export async function existingAccounts(db: Db, fid: number, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(and(eq(users.fid, fid), sql`lower(${users.username}) = ANY(${textArray(lower)})`));
  return new Set(rows.map((row) => row.name));
}

/**
 * Gives the account a temporary password (already hashed) that it must change at its next sign-in. Moving
 * `passwordChangedAt` ends every session opened before (session-resolver's check, S4).
 */
export async function setTemporaryPassword(db: Db, fid: number, uid: number, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date() })
    .where(and(eq(users.fid, fid), eq(users.uid, uid)))
    .returning();
  return user;
}

/** Whether unit `fid` asks for three classes of characters (等保 mode). */
async function needsThreeClasses(db: Db, fid: number): Promise<boolean> {
  const [row] = await db.select({ needs: units.passwordNeedsThreeClasses }).from(units).where(eq(units.fid, fid));
  return row?.needs ?? false;
}

/** A password checker with unit `fid`'s policy (A1), read once for a whole file. */
export async function unitPasswordPolicy(db: Db, fid: number) {
  const options = { needsThreeClasses: await needsThreeClasses(db, fid) };
  return {
    problem: (password: string) => passwordProblem(password, options),
    rules: passwordRules(options),
  };
}

/** The policy in words, for the pages where a password is chosen. */
export function passwordRules({ needsThreeClasses }: { needsThreeClasses: boolean }): string[] {
  const rules = [`长度 ${PASSWORD_MIN_LENGTH} 至 128 位`];
  if (needsThreeClasses) rules.push('包含大写字母、小写字母、数字、符号中的至少三类');
  return rules;
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*+=?';

/**
 * A password the console makes up: 12 characters with all four classes (so any unit's policy takes it), without
 * the look-alikes (l, 1, I, O, 0) that a person copying it from a screen gets wrong.
 */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
