import { and, eq, sql } from 'drizzle-orm';
import type { AdminRole } from '@yizhan/contracts';
import type { Db } from '../db/client';
import { adminGrants, departments, users } from '../schema';

interface AdminSeed {
  username: string;
  name: string;
  role: AdminRole;
  /** The department a 事项管理员 covers, by name. */
  department?: string;
}

/** The console's demo accounts (README), per unit; password DEMO_PASSWORD like every demo account. */
const unitAdmins: Record<number, AdminSeed[]> = {
  100001: [
    { username: 'admin100001', name: '示范大学管理员', role: 'unitAdmin' },
    { username: 'editor100001', name: '宣传部编辑', role: 'editor' },
    { username: 'jwc100001', name: '教务处事项管理员', role: 'serviceAdmin', department: '教务处' },
    { username: 'audit100001', name: '审计员', role: 'auditor' },
  ],
  200001: [{ username: 'admin200001', name: '政务中心管理员', role: 'unitAdmin' }],
};

/** The platform administrator: an `admin` account in every unit, whose grant covers every unit. */
const PLATFORM_ADMIN: AdminSeed = { username: 'admin', name: '平台管理员', role: 'platformAdmin' };

/** The user of that name in the unit, created with the demo password when missing. */
async function ensureAccount(db: Db, fid: number, seed: AdminSeed, passwordHash: () => Promise<string>) {
  const where = and(eq(users.fid, fid), sql`lower(${users.username}) = ${seed.username.toLowerCase()}`);
  const [existing] = await db.select({ uid: users.uid }).from(users).where(where);
  if (existing) return existing.uid;
  // A 事项管理员 works in the department they manage (ADR 083).
  const [departmentId = null] = await departmentIds(db, fid, seed.department);
  const [created] = await db
    .insert(users)
    .values({
      fid,
      username: seed.username,
      name: seed.name,
      userType: 'STAFF',
      passwordHash: await passwordHash(),
      departmentId,
    })
    .returning({ uid: users.uid });
  return created!.uid;
}

/** The ids of the unit's departments of that name (none for other roles). */
async function departmentIds(db: Db, fid: number, name: string | undefined): Promise<number[]> {
  if (!name) return [];
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.fid, fid), eq(departments.name, name)));
  return rows.map((row) => row.id);
}

/**
 * Gives the demo units their console accounts and roles (ADR 069), once: only a store that has never held a console
 * role gets them, so roles an administrator removed later are not granted again at the next start.
 */
export async function seedAdmins(db: Db, fids: number[], passwordHash: () => Promise<string>) {
  const [anyGrant] = await db.select({ id: adminGrants.id }).from(adminGrants).limit(1);
  if (anyGrant) return;
  for (const fid of fids) {
    for (const seed of [PLATFORM_ADMIN, ...(unitAdmins[fid] ?? [])]) {
      const uid = await ensureAccount(db, fid, seed, passwordHash);
      await db.insert(adminGrants).values({
        uid,
        fid: seed.role === 'platformAdmin' ? null : fid,
        role: seed.role,
        departmentIds: await departmentIds(db, fid, seed.department),
      });
    }
  }
}
