import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  adminAccountDepartmentsApi,
  adminApi,
  adminUsersMoreApi,
  EDIT_CONFLICT,
  SHEET_ROWS_REFUSED,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { auditLog } from '../audit';
import { listDepartments } from '../service-hall';
import { consoleKit, withQuery } from './access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const CAMPUS = 100001;
const GOVERNMENT = 200001;

const departmentNamed = async (fid: number, name: string) =>
  (await listDepartments(t.database.db, fid)).find((department) => department.name === name)!;

const userNamed = async (token: string, username: string) =>
  (await call(withQuery(adminApi.users, { keyword: username }), { token })).body.data.list[0];

const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'admin_write')).orderBy(desc(auditLog.id)))[0]!;

describe('the department of an account (ADR 083)', () => {
  it('lists the unit’s departments to those who manage users only', async () => {
    const admin = await login('admin100001');
    const listed = await call(adminAccountDepartmentsApi.departments, { token: admin });
    expect(listed.body.data.map((department: { name: string }) => department.name)).toContain('教务处');
    for (const who of ['editor100001', 'audit100001', '2023001']) {
      expect((await call(adminAccountDepartmentsApi.departments, { token: await login(who) })).status).toBe(403);
    }
    expect((await call(adminAccountDepartmentsApi.departments)).body.code).toBe(401);
  });

  it('shows the demo teacher and the 事项管理员 of 教务处 in 教务处', async () => {
    const admin = await login('admin100001');
    for (const username of ['T1001', 'jwc100001']) {
      expect(await userNamed(admin, username)).toMatchObject({ department: '教务处' });
    }
    expect(await userNamed(admin, '2023001')).toMatchObject({ departmentId: null, department: '' });
  });

  it('creates an account in a department, refusing another unit’s, and audits it', async () => {
    const admin = await login('admin100001');
    const jwc = await departmentNamed(CAMPUS, '教务处');
    const created = await call(adminUsersMoreApi.createUser, {
      token: admin,
      body: { username: 'dept83a', name: '部门甲', userType: 'TEACHER', departmentId: jwc.id },
    });
    expect(created.body.data.user).toMatchObject({ departmentId: jwc.id, department: '教务处' });
    expect(await lastAudit()).toMatchObject({
      method: 'user.create',
      after: expect.objectContaining({ department: '教务处' }),
    });

    const [foreign] = await listDepartments(t.database.db, GOVERNMENT);
    const refused = await call(adminUsersMoreApi.createUser, {
      token: admin,
      body: { username: 'dept83b', name: '部门乙', userType: 'TEACHER', departmentId: foreign!.id },
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '所选部门不属于本单位' });
    const badType = await call(adminUsersMoreApi.createUser, {
      token: admin,
      body: { username: 'dept83b', name: '部门乙', userType: 'TEACHER', departmentId: '教务处' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toMatch(/请选择部门/);
  });

  it('moves an account to another department from the version read, refusing a stale one with 409', async () => {
    const admin = await login('admin100001');
    const student = await userNamed(admin, '2023001');
    const read = await call(withQuery(adminAccountDepartmentsApi.one, { uid: student.uid }), { token: admin });
    expect(read.body.data).toMatchObject({ uid: student.uid, departmentId: null });
    const [first, second] = await listDepartments(t.database.db, CAMPUS);
    const saved = await call(adminAccountDepartmentsApi.save, {
      token: admin,
      body: { uid: student.uid, departmentId: first!.id, version: read.body.data.version },
    });
    expect(saved.body.data.departmentId).toBe(first!.id);
    expect(await lastAudit()).toMatchObject({
      method: 'user.department',
      before: { department: '无' },
      after: { department: first!.name },
    });

    const stale = await call(adminAccountDepartmentsApi.save, {
      token: admin,
      body: { uid: student.uid, departmentId: second!.id, version: read.body.data.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(EDIT_CONFLICT);
    expect(stale.body.data.current.departmentId).toBe(first!.id);

    const cleared = await call(adminAccountDepartmentsApi.save, {
      token: admin,
      body: { uid: student.uid, departmentId: null, version: saved.body.data.version },
    });
    expect(cleared.body.data.departmentId).toBeNull();
    const editor = await login('editor100001');
    expect(
      (
        await call(adminAccountDepartmentsApi.save, {
          token: editor,
          body: { uid: student.uid, departmentId: null, version: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it('imports the column 部门 by name, refusing an unknown department by its row', async () => {
    const admin = await login('admin100001');
    const file = (lines: string[]) => ({
      fileName: '用户.csv',
      content: Buffer.from(['账号,姓名,类型,部门', ...lines].join('\r\n'), 'utf8').toString('base64'),
    });
    const refused = await call(adminUsersMoreApi.importUsers, {
      token: admin,
      body: file(['dept83c,丙,教师,教务处', 'dept83d,丁,教师,不存在的处', 'dept83e,戊,学生,']),
    });
    expect(refused.body.msg).toBe(SHEET_ROWS_REFUSED);
    expect(refused.body.data.rows).toEqual([{ line: 3, messages: ['部门：本单位没有名为「不存在的处」的部门'] }]);

    const imported = await call(adminUsersMoreApi.importUsers, {
      token: admin,
      body: file(['dept83c,丙,教师,教务处', 'dept83e,戊,学生,']),
    });
    expect(imported.body.data.imported).toBe(2);
    expect(await userNamed(admin, 'dept83c')).toMatchObject({ department: '教务处' });
    expect(await userNamed(admin, 'dept83e')).toMatchObject({ departmentId: null });
  });
});
