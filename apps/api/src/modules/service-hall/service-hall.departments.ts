import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments } from './service-hall.table';

/** The names of a unit's departments among `ids` (the console shows a 事项管理员's scope by name). */
export async function departmentNames(db: Db, fid: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.fid, fid), inArray(departments.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A unit's departments in their order (the console's choice of a 事项管理员's departments). */
export async function listDepartments(db: Db, fid: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.fid, fid))
    .orderBy(asc(departments.sort), asc(departments.id));
}
