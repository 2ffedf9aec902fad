import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../schema';
import type { Prng } from './prng';
import { GIVEN, SURNAMES } from './vocabulary';

type UserInsert = typeof users.$inferInsert;
const BATCH = 1000;

/** A Chinese name: a surname and one or two given-name characters. */
export function chineseName(random: Prng): string {
  const given = random.pick(GIVEN) + (random.next() < 0.7 ? random.pick(GIVEN) : '');
  return random.pick(SURNAMES) + given;
}

/**
 * Campus accounts: students numbered by enrolment year (2022xxxxx…), teachers T2xxxx and staff S2xxxx, about
 * 85 / 10 / 5 %. The numbering never meets the demo accounts (2023001, T1001, nomenu).
 */
export function campusUsers(count: number, random: Prng): Omit<UserInsert, 'fid' | 'passwordHash'>[] {
  return Array.from({ length: count }, (_, i) => {
    const roll = i % 20;
    const name = chineseName(random);
    if (roll < 17) {
      const year = 2022 + (i % 4);
      return { username: `${year}${String(10000 + i).padStart(6, '0')}`, name, userType: 'STUDENT' };
    }
    if (roll < 19) return { username: `T2${String(i).padStart(5, '0')}`, name, userType: 'TEACHER' };
    return { username: `S2${String(i).padStart(5, '0')}`, name, userType: 'STAFF' };
  });
}

/** Residents of the government unit, signed in with a mobile number (139 and a sequence number). */
export function citizenUsers(count: number, random: Prng): Omit<UserInsert, 'fid' | 'passwordHash'>[] {
  return Array.from({ length: count }, (_, i) => ({
    username: `139${String(i).padStart(8, '0')}`,
    name: chineseName(random),
    userType: 'CITIZEN',
  }));
}

/**
 * Inserts the accounts that are missing, in batches (existing ones, same unit and name, are skipped); `hash` is
 * called only when there is something to add. Returns how many were added.
 */
export async function seedLargeUsers(
  db: Db,
  fid: number,
  accounts: Omit<UserInsert, 'fid' | 'passwordHash'>[],
  hash: () => Promise<string>,
): Promise<number> {
  const existing = await db.select({ username: users.username }).from(users).where(eq(users.fid, fid));
  const have = new Set(existing.map((row) => row.username.toLowerCase()));
  const missing = accounts.filter((account) => !have.has(account.username.toLowerCase()));
  if (missing.length === 0) return 0;
  const passwordHash = await hash();
  let added = 0;
  for (let start = 0; start < missing.length; start += BATCH) {
    const rows = missing.slice(start, start + BATCH).map((account) => ({ ...account, fid, passwordHash }));
    const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ uid: users.uid });
    added += inserted.length;
  }
  return added;
}
