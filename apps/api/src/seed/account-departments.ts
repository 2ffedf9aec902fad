import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { departments, users } from '../schema';

/**
 * The departments of the demo accounts that belong to one (ADR 083), by account and department name: the teacher
 * works in 教务处, so a notice to 教务处 reaches her. An account or department a unit lacks is passed over.
 */
export const DEMO_ACCOUNT_DEPARTMENTS: Readonly<Record<string, string>> = { T1001: '教务处' };

/** Puts the unit's demo accounts in their departments (after its service hall, which holds the departments). */
export async function seedAccountDepartments(db: Db, fid: number) {
  const names = [...new Set(Object.values(DEMO_ACCOUNT_DEPARTMENTS))];
  const found = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.fid, fid), inArray(departments.name, names)));
  for (const [username, name] of Object.entries(DEMO_ACCOUNT_DEPARTMENTS)) {
    const department = found.find((each) => each.name === name);
    if (!department) continue;
    await db
      .update(users)
      .set({ departmentId: department.id })
      .where(and(eq(users.fid, fid), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  }
}
