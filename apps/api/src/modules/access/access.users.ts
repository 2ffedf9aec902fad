import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE_NAMES, adminApi, CODE, type AdminUser, type UserRoles } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { recordAdminWrite } from '../audit';
import { findUserInUnit, lockUser, pageUsers, setUserDisabled, type UserRow } from '../users';
import { departmentNamesIn, UNKNOWN_DEPARTMENT, type ListDepartments } from './access.departments';
import { grantsOf, replaceUnitGrants, unitGrantsOf } from './access.repository';
import type { AdminGrantRow } from './access.table';
import { serveAdmin, type AdminScope } from './admin-scope';

const byNumber = (a: number, b: number) => a - b;

const NO_SUCH_USER = '该用户不存在';
const NOT_YOURSELF = '不能停用自己的账号';
const PLATFORM_ACCOUNT = '平台管理员的账号只能由平台管理员停用';
const KEEP_OWN_ADMIN = '不能取消自己的单位管理员角色，请由其他管理员操作';
const DEPARTMENT_NEEDED = '事项管理员至少要管理一个部门';

/** An account as the console lists it: its roles from `grants`, its department's name from `departments`. */
export const toAdminUser = (
  user: UserRow,
  grants: AdminGrantRow[],
  departments: ReadonlyMap<number, string>,
): AdminUser => ({
  uid: user.uid,
  username: user.username,
  name: user.name,
  userType: user.userType,
  disabled: user.disabled,
  roles: grants.filter((grant) => grant.uid === user.uid).map((grant) => ADMIN_ROLE_NAMES[grant.role]),
  departmentId: user.departmentId,
  department: user.departmentId === null ? '' : (departments.get(user.departmentId) ?? ''),
});

async function userOf(db: Db, scope: AdminScope, uid: number): Promise<UserRow> {
  const user = await findUserInUnit(db, scope.unit.fid, uid);
  if (!user) throw new BusinessError(CODE.notFound, NO_SUCH_USER, 404);
  return user;
}

/** A user's roles in the unit as the console edits them, with their version. */
async function rolesOf(db: Db, fid: number, uid: number): Promise<UserRoles> {
  const grants = await unitGrantsOf(db, fid, [uid]);
  // A unit's grants never hold the platform role (a check constraint of migration 0040).
  const roles = grants.map((grant) => ({
    role: grant.role as UserRoles['roles'][number]['role'],
    departmentIds: [...grant.departmentIds].sort(byNumber),
  }));
  return { uid, roles, version: versionOf(roles) };
}

/** 用户与角色 of the console (issue 37 item 9): find accounts, disable them, grant console roles. */
export function accessUserRoutes(
  app: FastifyInstance,
  { db, listDepartments }: { db: Db; listDepartments: ListDepartments },
) {
  serveAdmin(app, adminApi.users, async ({ query, scope }) => {
    const { list, total } = await pageUsers(db, scope.unit.fid, query);
    const [grants, departments] = await Promise.all([
      unitGrantsOf(
        db,
        scope.unit.fid,
        list.map((user) => user.uid),
      ),
      departmentNamesIn(listDepartments, scope.unit.fid),
    ]);
    return { total, list: list.map((user) => toAdminUser(user, grants, departments)) };
  });

  serveAdmin(app, adminApi.setUserDisabled, async ({ body, request, scope }) => {
    const before = await userOf(db, scope, body.uid);
    if (before.uid === scope.uid && body.disabled) throw new BusinessError(CODE.badRequest, NOT_YOURSELF, 400);
    // A unit's administrators cannot lock out the one who administers every unit.
    const platform = (await grantsOf(db, before.uid)).some((grant) => grant.role === 'platformAdmin');
    if (platform && !scope.platform) throw new BusinessError(CODE.forbidden, PLATFORM_ACCOUNT, 403);
    const after = (await setUserDisabled(db, scope.unit.fid, body.uid, body.disabled))!;
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: body.disabled ? 'user.disable' : 'user.enable',
      target: `账号 ${after.username}（${after.name}）`,
      before: { disabled: before.disabled },
      after: { disabled: after.disabled },
    });
    const [grants, departments] = await Promise.all([
      unitGrantsOf(db, scope.unit.fid, [after.uid]),
      departmentNamesIn(listDepartments, scope.unit.fid),
    ]);
    return toAdminUser(after, grants, departments);
  });

  serveAdmin(app, adminApi.userRoles, async ({ query, scope }) => {
    await userOf(db, scope, query.uid);
    const [roles, departments] = await Promise.all([
      rolesOf(db, scope.unit.fid, query.uid),
      listDepartments(scope.unit.fid),
    ]);
    return { ...roles, departments };
  });

  serveAdmin(app, adminApi.saveUserRoles, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const user = await userOf(db, scope, body.uid);
    const known = new Set((await listDepartments(fid)).map((department) => department.id));
    const wanted = body.roles.map((grant) => ({
      role: grant.role,
      // Only a 事项管理员's grant names departments.
      departmentIds: grant.role === 'serviceAdmin' ? [...new Set(grant.departmentIds)].sort(byNumber) : [],
    }));
    for (const grant of wanted) {
      if (grant.role === 'serviceAdmin' && grant.departmentIds.length === 0) {
        throw new BusinessError(CODE.badRequest, DEPARTMENT_NEEDED, 400);
      }
      if (grant.departmentIds.some((id) => !known.has(id))) {
        throw new BusinessError(CODE.badRequest, UNKNOWN_DEPARTMENT, 400);
      }
    }
    const unique = [...new Map(wanted.map((grant) => [grant.role, grant])).values()];
    const keepsOwnAdmin = unique.some((grant) => grant.role === 'unitAdmin');
    if (user.uid === scope.uid && scope.roles.includes('unitAdmin') && !scope.platform && !keepsOwnAdmin) {
      throw new BusinessError(CODE.badRequest, KEEP_OWN_ADMIN, 400);
    }
    const { before, after } = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      // The user's row, locked: two saves of one user's roles run one after the other.
      await lockUser(txDb, user.uid);
      const current = await rolesOf(txDb, fid, user.uid);
      assertCurrentVersion(body.version, current);
      await replaceUnitGrants(txDb, fid, user.uid, unique);
      return { before: current, after: await rolesOf(txDb, fid, user.uid) };
    });
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'user.roles',
      target: `账号 ${user.username}（${user.name}）`,
      before: { roles: before.roles.map((grant) => ADMIN_ROLE_NAMES[grant.role]).join('、') },
      after: { roles: after.roles.map((grant) => ADMIN_ROLE_NAMES[grant.role]).join('、') },
    });
    return after;
  });
}
