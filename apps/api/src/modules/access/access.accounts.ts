import type { FastifyInstance } from 'fastify';
import {
  adminUsersMoreApi,
  clientEnvironment,
  CODE,
  formatMinute,
  USER_TYPE_NAMES,
  type AdminSession,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { recordAdminWrite } from '../audit';
import { listOpenSessions, revokeOpenSessions, type OpenSession } from '../auth';
import {
  existingAccounts,
  findUserInUnit,
  generatePassword,
  hashGeneratedPassword,
  hashPassword,
  insertAccounts,
  setTemporaryPassword,
  unitPasswordPolicy,
} from '../users';
import { grantsOf } from './access.repository';
import { checkedDepartment, type ListDepartments } from './access.departments';
import { toAdminUser } from './access.users';
import { serveAdmin, type AdminScope } from './admin-scope';
import { describeClient, SIGN_IN_METHOD_NAMES } from './client-words';

/**
 * Keeps new accounts' phone and e-mail, sealed, in their profiles: the person module's, handed in by the composition
 * root (access sits below it).
 */
export type SaveContacts = (
  db: Db,
  contacts: readonly { uid: number; fid: number; phone: string; email: string }[],
) => Promise<void>;

const NO_SUCH_USER = '该用户不存在';
const ACCOUNT_TAKEN = '该账号已存在';
const PLATFORM_ACCOUNT = '平台管理员的密码和登录只能由平台管理员管理';

/**
 * The password an administrator sets, checked against the unit's policy, or one made up (shown once): its hash,
 * and the made-up password to show. A made-up password is random enough for the lighter hash (users/passwords.ts).
 */
async function chosenPassword(db: Db, fid: number, typed: string | undefined) {
  if (!typed) {
    const password = generatePassword();
    return { passwordHash: await hashGeneratedPassword(password), shown: password };
  }
  const problem = (await unitPasswordPolicy(db, fid)).problem(typed);
  if (problem) throw new BusinessError(CODE.badRequest, problem, 400);
  return { passwordHash: await hashPassword(typed), shown: null };
}

async function userOf(db: Db, scope: AdminScope, uid: number) {
  const user = await findUserInUnit(db, scope.unit.fid, uid);
  if (!user) throw new BusinessError(CODE.notFound, NO_SUCH_USER, 404);
  return user;
}

/**
 * The account, when the caller may take over its sign-in: a unit's administrators could otherwise reset the password
 * of the one who administers every unit, sign in as them and hold every unit.
 */
async function manageableUserOf(db: Db, scope: AdminScope, uid: number) {
  const user = await userOf(db, scope, uid);
  const platform = (await grantsOf(db, user.uid)).some((grant) => grant.role === 'platformAdmin');
  if (platform && !scope.platform) throw new BusinessError(CODE.forbidden, PLATFORM_ACCOUNT, 403);
  return user;
}

const sessionInWords = (session: OpenSession): AdminSession => ({
  handle: session.handle,
  signedInAt: formatMinute(session.createdAt),
  lastSeenAt: formatMinute(session.lastSeenAt),
  ip: session.ip ?? '',
  client: session.userAgent === null ? '' : describeClient(session.userAgent, clientEnvironment(session.userAgent)),
  method: SIGN_IN_METHOD_NAMES[session.method ?? ''] ?? '其他方式',
});

/** Accounts the console creates, passwords it resets, and a user's sessions it lists and ends (ADR 079). */
export function accessAccountRoutes(
  app: FastifyInstance,
  { db, saveContacts, listDepartments }: { db: Db; saveContacts: SaveContacts; listDepartments: ListDepartments },
) {
  serveAdmin(app, adminUsersMoreApi.createUser, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const department = await checkedDepartment(listDepartments, fid, body.departmentId);
    if ((await existingAccounts(db, fid, [body.username])).size > 0) {
      throw new BusinessError(CODE.badRequest, ACCOUNT_TAKEN, 400);
    }
    const { passwordHash, shown } = await chosenPassword(db, fid, body.password);
    const account = {
      username: body.username,
      name: body.name,
      userType: body.userType,
      passwordHash,
      departmentId: department?.id ?? null,
    };
    const created = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const [made] = await insertAccounts(txDb, fid, [account]);
      if (!made) throw new BusinessError(CODE.badRequest, ACCOUNT_TAKEN, 400);
      await saveContacts(txDb, [{ uid: made.uid, fid, phone: body.phone ?? '', email: body.email ?? '' }]);
      return made;
    });
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'user.create',
      target: `账号 ${created.username}（${created.name}）`,
      before: null,
      // Never the password: only whether the console made it up.
      after: {
        username: created.username,
        name: created.name,
        userType: USER_TYPE_NAMES[created.userType] ?? created.userType,
        department: department?.name ?? '无',
        // Whether contacts were given, not what they are: they are sealed where they are kept.
        contacts: [body.phone && '手机号', body.email && '邮箱'].filter(Boolean).join('、') || '无',
        password: shown ? '自动生成' : '管理员设置',
      },
    });
    const departments = new Map(department ? [[department.id, department.name]] : []);
    return { user: toAdminUser(created, [], departments), password: shown };
  });

  serveAdmin(app, adminUsersMoreApi.resetPassword, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const user = await manageableUserOf(db, scope, body.uid);
    const { passwordHash, shown } = await chosenPassword(db, fid, body.password);
    await setTemporaryPassword(db, fid, user.uid, passwordHash);
    // The new password time already shuts every older session out; revoking them makes it visible in the list.
    const ended = await revokeOpenSessions(db, scope.unit, user.uid, undefined);
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'user.password',
      target: `账号 ${user.username}（${user.name}）`,
      before: null,
      after: { password: shown ? '自动生成' : '管理员设置', mustChangePassword: true, endedSessions: ended },
    });
    return { password: shown };
  });

  serveAdmin(app, adminUsersMoreApi.sessions, async ({ query, scope }) => {
    const user = await userOf(db, scope, query.uid);
    return { list: (await listOpenSessions(db, scope.unit, user.uid)).map(sessionInWords) };
  });

  serveAdmin(app, adminUsersMoreApi.revokeSessions, async ({ body, request, scope }) => {
    const user = await manageableUserOf(db, scope, body.uid);
    const revoked = await revokeOpenSessions(db, scope.unit, user.uid, body.handle);
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: 'user.sessions',
      target: `账号 ${user.username}（${user.name}）`,
      before: null,
      after: { ended: revoked, which: body.handle ? '一次登录' : '全部登录' },
    });
    return { revoked };
  });
}
