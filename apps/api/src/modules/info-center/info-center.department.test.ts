import { describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '@yizhan/server-kit';
import { adminNoticeApi, noticeApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit } from '../access/access.test-kit';
import { auditLog } from '../audit';
import { listDepartments } from '../service-hall';
import { users } from '../users';
import { enabledMembersQuery } from '../users/users.admin';

const t = useTestApp();
const { login, call } = consoleKit(t);

const CAMPUS = 100001;
const GOVERNMENT = 200001;

const unread = async (token: string) => (await call(noticeApi.show, { token })).body.data.unreadCount as number;

describe('a notice to a department (ADR 083)', () => {
  it('reaches exactly the department’s enabled accounts, unread in their information center', async () => {
    const db = t.database.db;
    const admin = await login('admin100001');
    const options = (await call(adminNoticeApi.options, { token: admin })).body.data;
    const jwc = options.departments.find((department: { name: string }) => department.name === '教务处');
    expect(jwc).toBeDefined();
    // A disabled member of 教务处 is passed over.
    await db.insert(users).values({
      fid: CAMPUS,
      username: 'gone83',
      name: '已停用',
      userType: 'TEACHER',
      passwordHash: 'x',
      disabled: true,
      departmentId: jwc.id,
    });
    const [members] = await db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.departmentId, jwc.id), eq(users.disabled, false)));
    const teacher = await login('T1001');
    const student = await login('2023001');
    const [teacherBefore, studentBefore] = [await unread(teacher), await unread(student)];

    const sent = await call(adminNoticeApi.send, {
      token: admin,
      body: {
        title: '教务处工作会议',
        content: '周五下午三点。',
        typeId: options.types[0].id,
        audience: 'department',
        departmentId: jwc.id,
      },
    });
    expect(sent.body.data, JSON.stringify(sent.body)).toEqual({ recipients: members!.total });
    expect(members!.total).toBe(2); // T1001 and jwc100001
    expect(await unread(teacher)).toBe(teacherBefore + 1);
    expect(await unread(student)).toBe(studentBefore);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      method: 'notice.send',
      after: expect.objectContaining({ audience: 'department', departmentId: jwc.id, recipients: 2 }),
    });
  });

  it('refuses, in Chinese, a department missing, of another unit, or without anyone in it', async () => {
    const admin = await login('admin100001');
    const { types } = (await call(adminNoticeApi.options, { token: admin })).body.data;
    const body = { title: '部门通知', content: '', typeId: types[0].id, audience: 'department' };
    const missing = await call(adminNoticeApi.send, { token: admin, body });
    expect(missing.body).toMatchObject({ code: 400 });
    expect(missing.body.msg).toMatch(/请选择部门/);
    const [foreign] = await listDepartments(t.database.db, GOVERNMENT);
    const other = await call(adminNoticeApi.send, { token: admin, body: { ...body, departmentId: foreign!.id } });
    expect(other.body).toMatchObject({ code: 400, msg: '所选部门不属于本单位' });
    const empty = (await listDepartments(t.database.db, CAMPUS)).find((department) => department.name !== '教务处');
    const nobody = await call(adminNoticeApi.send, { token: admin, body: { ...body, departmentId: empty!.id } });
    expect(nobody.body).toMatchObject({ code: 400, msg: '发送范围内没有用户' });
  });

  it('is refused to those who may not publish, and to guests', async () => {
    const body = { title: '部门通知', content: '', typeId: 1, audience: 'department', departmentId: 1 };
    for (const who of ['2023001', 'audit100001', 'jwc100001']) {
      expect((await call(adminNoticeApi.send, { token: await login(who), body })).status).toBe(403);
    }
    expect((await call(adminNoticeApi.send, { body })).body.code).toBe(401);
  });

  it('finds a department’s members on its index among 12,000 accounts, never scanning the users', async () => {
    const db = t.database.db;
    const departments = await listDepartments(db, CAMPUS);
    await db.execute(sql`
      insert into users (fid, username, name, user_type, password_hash, department_id)
      select ${CAMPUS}, 'big83-' || n, '教职工' || n, 'TEACHER', 'x',
             (array[${sql.raw(departments.map((department) => department.id).join(','))}])[1 + n % ${departments.length}]
      from generate_series(1, 12000) as n`);
    await db.execute(sql`analyze users`);
    const query = enabledMembersQuery(db, CAMPUS, departments[0]!.id);
    const plan = rowsOf(await db.execute(sql`explain ${query.getSQL()}`))
      .map((row) => String(row['QUERY PLAN']))
      .join('\n');
    expect(plan, plan).not.toMatch(/Seq Scan/);
    expect(plan, plan).toMatch(/users_department_id_idx/);
  }, 60_000);
});
