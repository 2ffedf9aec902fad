import type { FastifyInstance } from 'fastify';
import { adminAccountDepartmentsApi, CODE, type AccountDepartment } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { recordAdminWrite } from '../audit';
import { findUserInUnit, lockUser, setUserDepartment, type UserRow } from '../users';
import { serveAdmin } from './admin-scope';

/** A unit's departments (id and name): given by the module that keeps them (composition root). */
export type ListDepartments = (fid: number) => Promise<{ id: number; name: string }[]>;

export const UNKNOWN_DEPARTMENT = '所选部门不属于本单位';
const NO_SUCH_USER = '该用户不存在';

/** A unit's department names by id: what the console shows of an account's department. */
export async function departmentNamesIn(listDepartments: ListDepartments, fid: number) {
  return new Map((await listDepartments(fid)).map((department) => [department.id, department.name]));
}

/** The department chosen for an account, when it is one of the unit's (400 otherwise); null for none. */
export async function checkedDepartment(listDepartments: ListDepartments, fid: number, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const found = (await listDepartments(fid)).find((department) => department.id === id);
  if (!found) throw new BusinessError(CODE.badRequest, UNKNOWN_DEPARTMENT, 400);
  return found;
}

const toAccountDepartment = (user: UserRow): AccountDepartment => ({
  uid: user.uid,
  departmentId: user.departmentId,
  version: versionOf({ departmentId: user.departmentId }),
});

/** 部门 of an account in 用户与角色 (ADR 083): the unit's departments, and an account's, read and set. */
export function accessDepartmentRoutes(
  app: FastifyInstance,
  { db, listDepartments }: { db: Db; listDepartments: ListDepartments },
) {
  serveAdmin(app, adminAccountDepartmentsApi.departments, ({ scope }) => listDepartments(scope.unit.fid));

  serveAdmin(app, adminAccountDepartmentsApi.one, async ({ query, scope }) => {
    const user = await findUserInUnit(db, scope.unit.fid, query.uid);
    if (!user) throw new BusinessError(CODE.notFound, NO_SUCH_USER, 404);
    return toAccountDepartment(user);
  });

  serveAdmin(app, adminAccountDepartmentsApi.save, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const names = await departmentNamesIn(listDepartments, fid);
    const wanted = await checkedDepartment(listDepartments, fid, body.departmentId);
    const { before, after } = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await lockUser(txDb, body.uid);
      const current = await findUserInUnit(txDb, fid, body.uid);
      if (!current) throw new BusinessError(CODE.notFound, NO_SUCH_USER, 404);
      assertCurrentVersion(body.version, toAccountDepartment(current));
      const saved = (await setUserDepartment(txDb, fid, body.uid, wanted?.id ?? null))!;
      return { before: current, after: saved };
    });
    const nameOf = (id: number | null) => (id === null ? '无' : (names.get(id) ?? `部门 ${id}`));
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'user.department',
      target: `账号 ${after.username}（${after.name}）`,
      before: { department: nameOf(before.departmentId) },
      after: { department: nameOf(after.departmentId) },
    });
    return toAccountDepartment(after);
  });
}
