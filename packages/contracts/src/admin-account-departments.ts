import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idNumber } from './primitives';

// 部门 of an account (issue 37 items 7 and 9, ADR 083): a person may belong to one of the unit's departments (the
// service hall's 教务处, 财务处 …), which the console sets and a notice may be sent to.

/** One of the unit's departments by id, or null for none; whether it is the unit's is the server's check. */
export const accountDepartmentField = z
  .number({ error: '请选择部门' })
  .int('请选择部门')
  .min(1, '请选择部门')
  .max(2_147_483_647, '请选择部门')
  .nullable();

export const departmentOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type DepartmentOption = z.infer<typeof departmentOptionSchema>;

/** An account's department as the console edits it, with the version a save must start from (ADR 069). */
export const accountDepartmentSchema = z.object({
  uid: z.number().int(),
  departmentId: z.number().int().nullable(),
  version: versionField,
});
export type AccountDepartment = z.infer<typeof accountDepartmentSchema>;

const uidQuery = z.coerce.number().int('用户编号无效').min(1, '用户编号无效').max(2_147_483_647, '用户编号无效');

export const adminAccountDepartmentsApi = {
  departments: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/users/departments',
    summary: '管理后台：本单位的部门（账号所属部门的选项）',
    data: z.array(departmentOptionSchema),
    policy: { caller: 'admin', permission: 'users' },
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/users/department',
    summary: '管理后台：一个账号所属的部门',
    query: z.object({ uid: uidQuery }),
    data: accountDepartmentSchema,
    policy: { caller: 'admin', permission: 'users' },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/department',
    summary: '管理后台：设置账号所属的部门（基于读取时的版本）',
    body: z.object({ uid: idNumber, departmentId: accountDepartmentField, version: versionField }),
    data: accountDepartmentSchema,
    policy: { caller: 'admin', permission: 'users', rateLimit: 'write' },
  }),
};
