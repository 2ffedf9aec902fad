import { and, asc, eq, ne } from 'drizzle-orm';
import { ATTRIBUTE_TYPE, CODE, OTHER_DEPARTMENT, type ServiceFields } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { Tx } from './service-hall.admin-store';
import { appLabels, apps, appTypes, departments } from './service-hall.table';

// What a service written from the console must refer to, and who may write it (ADR 071). The editor and the
// import share these checks: the editor answers the first problem, the import lists every row's.

export interface Option {
  id: number;
  name: string;
}

/** The unit's service types, departments, labels and business systems, in display order. */
export interface ServiceOptionSets {
  types: Option[];
  departments: Option[];
  labels: Option[];
  systems: Option[];
}

export async function loadOptions(db: Db | Tx, fid: number): Promise<ServiceOptionSets> {
  const [types, departmentRows, labels, systems] = await Promise.all([
    db
      .select({ id: appTypes.id, name: appTypes.name })
      .from(appTypes)
      .where(and(eq(appTypes.fid, fid), eq(appTypes.attributeType, ATTRIBUTE_TYPE.service)))
      .orderBy(asc(appTypes.sort), asc(appTypes.id)),
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.fid, fid))
      .orderBy(asc(departments.sort), asc(departments.id)),
    db
      .select({ id: appLabels.id, name: appLabels.name })
      .from(appLabels)
      .where(eq(appLabels.fid, fid))
      .orderBy(asc(appLabels.sort), asc(appLabels.id)),
    db
      .select({ id: apps.id, name: apps.name })
      .from(apps)
      .where(and(eq(apps.fid, fid), eq(apps.attributeType, ATTRIBUTE_TYPE.businessSystem)))
      .orderBy(asc(apps.sort), asc(apps.id)),
  ]);
  return { types, departments: departmentRows, labels, systems };
}

/** Whether a 事项管理员's departments (or everyone's: 'all') include this one. */
export const coversDepartment = (scope: 'all' | number[], deptId: number) => scope === 'all' || scope.includes(deptId);

/** Refuses (403) a service of a department outside the caller's grant. */
export function assertDepartment(scope: 'all' | number[], deptId: number) {
  if (!coversDepartment(scope, deptId)) throw new BusinessError(CODE.forbidden, OTHER_DEPARTMENT, 403);
}

const has = (options: Option[], id: number | null) => id !== null && options.some((option) => option.id === id);

/**
 * What is wrong with the references of a service, in Chinese (none: empty). An online service may have no web
 * address: one handled only inside the mobile client (spec §2's 自建应用) says so on its detail page.
 */
export function fieldProblems(fields: ServiceFields, options: ServiceOptionSets): string[] {
  const problems: string[] = [];
  if (!has(options.types, fields.typeId)) problems.push('服务分类不存在，请重新选择');
  if (!has(options.departments, fields.deptId)) problems.push('办理部门不存在，请重新选择');
  if (fields.labelIds.some((id) => !has(options.labels, id))) problems.push('标签不存在，请重新选择');
  if (fields.handling === 'system' && !has(options.systems, fields.systemId)) {
    problems.push('办理方式为业务系统时，请选择本单位的一个业务系统');
  }
  return problems;
}

export const SAME_NAME = '本单位已有同名的服务事项，请换一个名称';

/** Refuses (400) fields whose references are wrong or whose name another service of the unit has. */
export async function assertWritable(db: Db | Tx, fid: number, fields: ServiceFields, id: number | null) {
  const [problem] = fieldProblems(fields, await loadOptions(db, fid));
  if (problem) throw new BusinessError(CODE.badRequest, problem, 400);
  const [twin] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(
      and(
        eq(apps.fid, fid),
        eq(apps.attributeType, ATTRIBUTE_TYPE.service),
        eq(apps.name, fields.name),
        id === null ? undefined : ne(apps.id, id),
      ),
    )
    .limit(1);
  if (twin) throw new BusinessError(CODE.badRequest, SAME_NAME, 400);
}
