import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminNoticeApi, noticeApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit } from '../access/access.test-kit';
import { auditLog } from '../audit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const unread = async (token: string) => (await call(noticeApi.show, { token })).body.data.unreadCount as number;

describe('notices from the console', () => {
  it('sends a notice to named accounts: it arrives in their information center, unread', async () => {
    const admin = await login('admin100001');
    const student = await login('2023001');
    const before = await unread(student);
    const { types } = (await call(adminNoticeApi.options, { token: admin })).body.data;
    const sent = await call(adminNoticeApi.send, {
      token: admin,
      body: {
        title: '关于期末考试安排的通知',
        content: '请按时参加考试。',
        typeId: types[0].id,
        audience: 'accounts',
        accounts: ['2023001', 't1001'],
      },
    });
    expect(sent.body.data, JSON.stringify(sent.body)).toEqual({ recipients: 2 });
    expect(await unread(student)).toBe(before + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ method: 'notice.send', username: 'admin100001' });
  });

  it('sends to a kind of account, and refuses what it cannot send, in Chinese', async () => {
    const admin = await login('admin100001');
    const teacher = await login('T1001');
    const student = await login('2023001');
    const { types } = (await call(adminNoticeApi.options, { token: admin })).body.data;
    const body = { title: '教师会议通知', content: '', typeId: types[0].id };
    const [teacherBefore, studentBefore] = [await unread(teacher), await unread(student)];
    const sent = await call(adminNoticeApi.send, {
      token: admin,
      body: { ...body, audience: 'userType', userType: 'TEACHER' },
    });
    expect(sent.body.data.recipients).toBeGreaterThan(0);
    expect(await unread(teacher)).toBe(teacherBefore + 1);
    expect(await unread(student)).toBe(studentBefore);

    const unknown = await call(adminNoticeApi.send, {
      token: admin,
      body: { ...body, audience: 'accounts', accounts: ['2099999'] },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '接收人 2099999 不存在' });
    const noKind = await call(adminNoticeApi.send, { token: admin, body: { ...body, audience: 'userType' } });
    expect(noKind.status).toBe(400);
    expect(noKind.body.msg).toContain('请选择用户类别');
    const noTitle = await call(adminNoticeApi.send, { token: admin, body: { ...body, title: '', audience: 'all' } });
    expect(noTitle.body.msg).toContain('标题不能为空');
    const otherType = await call(adminNoticeApi.send, {
      token: admin,
      body: { ...body, typeId: 999_999, audience: 'all' },
    });
    expect(otherType.body).toMatchObject({ code: 400, msg: '通知类型不存在' });
  });

  it('is for those who publish: an editor and a student get 403, a guest 401', async () => {
    const body = { title: '通知', content: '', typeId: 1, audience: 'all' };
    expect((await call(adminNoticeApi.send, { token: await login('editor100001'), body })).status).toBe(403);
    expect((await call(adminNoticeApi.send, { token: await login('2023001'), body })).status).toBe(403);
    expect((await call(adminNoticeApi.send, { body })).body.code).toBe(401);
  });
});
