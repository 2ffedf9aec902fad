import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { CODE, type AdminSystem, type SystemSave } from '@yizhan/contracts';
import { containsPattern } from '@yizhan/server-kit';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { versionOf } from '../../lib/versions';
import { selectApps, type AppListRow } from './service-hall.repository';
import { apps, appTypes, departments } from './service-hall.table';

/** A transaction of the console's writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** attributeType of a business system (业务系统) among a unit's apps. */
const BUSINESS_SYSTEM = 2;
export const NO_SUCH_SYSTEM = '该业务系统不存在，可能已被删除';

/** A stored system as the console edits it, with its version (a digest of what it shows: ADR 069). */
export function toAdminSystem(row: AppListRow): AdminSystem {
  const system = {
    id: row.id,
    name: row.name,
    summary: row.summary,
    pcUrl: row.pcUrl,
    mobileUrl: row.mobileUrl,
    icon: row.icon,
    typeId: row.typeId,
    typeName: row.typeName,
    deptId: row.deptId,
    deptName: row.deptName,
    signOn: row.signOn,
    frameAllowed: row.frameAllowed,
    guests: row.visitorVisible,
    userTypes: row.roles as AdminSystem['userTypes'],
  };
  return { ...system, version: versionOf(system) };
}

const ofUnit = (fid: number): SQL => and(eq(apps.fid, fid), eq(apps.attributeType, BUSINESS_SYSTEM))!;

/** A page of the unit's systems in display order, optionally those whose name contains `keyword`. */
export async function pageSystems(db: Db, fid: number, query: { page: number; pageSize: number; keyword?: string }) {
  const where = query.keyword ? and(ofUnit(fid), ilike(apps.name, containsPattern(query.keyword)))! : ofUnit(fid);
  const [rows, [total]] = await Promise.all([
    selectApps(db)
      .where(where)
      .orderBy(asc(apps.sort), asc(apps.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(apps).where(where),
  ]);
  return { list: rows.map(toAdminSystem), total: total?.total ?? 0 };
}

/** The choices of a system's form: the unit's business-system types and its departments. */
export async function systemChoices(db: Db, fid: number) {
  const [types, depts] = await Promise.all([
    db
      .select({ id: appTypes.id, name: appTypes.name })
      .from(appTypes)
      .where(and(eq(appTypes.fid, fid), eq(appTypes.attributeType, BUSINESS_SYSTEM)))
      .orderBy(asc(appTypes.sort), asc(appTypes.id)),
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.fid, fid))
      .orderBy(asc(departments.sort), asc(departments.id)),
  ]);
  return { types, departments: depts };
}

/** One system of the unit, its row locked for the save that reads it. */
export async function lockSystem(tx: Tx, fid: number, id: number): Promise<AdminSystem> {
  const [row] = await selectApps(tx)
    .where(and(ofUnit(fid), eq(apps.id, id)))
    .for('update', { of: apps });
  if (!row) throw new BusinessError(CODE.notFound, NO_SUCH_SYSTEM, 404);
  return toAdminSystem(row);
}

/** Refuses a type or department of another unit (or a service type) in Chinese, before anything is written. */
async function assertChoices(tx: Tx, fid: number, system: SystemSave) {
  const [type] = await tx
    .select({ id: appTypes.id })
    .from(appTypes)
    .where(and(eq(appTypes.fid, fid), eq(appTypes.id, system.typeId), eq(appTypes.attributeType, BUSINESS_SYSTEM)));
  if (!type) throw new BusinessError(CODE.badRequest, '所选分类不存在，请重新选择', 400);
  const [dept] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.fid, fid), eq(departments.id, system.deptId)));
  if (!dept) throw new BusinessError(CODE.badRequest, '所选部门不存在，请重新选择', 400);
}

const columnsOf = (system: SystemSave) => ({
  name: system.name,
  summary: system.summary,
  pcUrl: system.pcUrl,
  mobileUrl: system.mobileUrl,
  icon: system.icon,
  typeId: system.typeId,
  deptId: system.deptId,
  signOn: system.signOn,
  frameAllowed: system.frameAllowed,
  visitorVisible: system.guests,
  roles: [...system.userTypes],
});

/** Adds a system, opened online in a new window like the seeded ones. */
export async function insertSystem(tx: Tx, fid: number, system: SystemSave): Promise<number> {
  await assertChoices(tx, fid, system);
  const [created] = await tx
    .insert(apps)
    .values({ fid, attributeType: BUSINESS_SYSTEM, resource: 1, openType: 1, ...columnsOf(system) })
    .returning({ id: apps.id });
  return created!.id;
}

export async function updateSystem(tx: Tx, fid: number, id: number, system: SystemSave) {
  await assertChoices(tx, fid, system);
  await tx
    .update(apps)
    .set({ ...columnsOf(system), updatedAt: new Date() })
    .where(and(ofUnit(fid), eq(apps.id, id)));
}

/** Removes a system; what refers to it (collects, recent uses, menu entries that open it) goes with it. */
export const deleteSystem = (tx: Tx, fid: number, id: number) =>
  tx.delete(apps).where(and(ofUnit(fid), eq(apps.id, id)));
