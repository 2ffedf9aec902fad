import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalApi, noticeApi, personMessageApi, taskCenterApi, type TaskItem } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { auditLog } from '../audit/audit.table';
import { tasks } from '../task-center/task-center.table';
import { integrationKit } from './integration.test-kit';
import { demoIntegrationKey } from '../../seed/task-center';
import { revokeIntegrationKey } from './integration.keys';
import { integrationKeys } from './integration.table';

const t = useTestApp();
const kit = serviceHallKit(t);
const int = integrationKit(t);
const CAMPUS = 100001;
const GOV = 'gov.localhost';

const todoOf = async (token: string) => {
  const { body } = await kit.post(taskCenterApi.list.path, { taskType: 1, pageSize: 100 }, token);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { list: TaskItem[]; total: number };
};

const pushAudits = (externalId: string) =>
  t.database.db
    .select({ outcome: auditLog.outcome, username: auditLog.username, method: auditLog.method })
    .from(auditLog)
    .where(and(eq(auditLog.event, 'integration_push'), eq(auditLog.reason, externalId)));

describe('integration keys', () => {
  it('include the demo units’ key of 演示业务系统 (README)', async () => {
    const { status, body } = await int.push(
      int.api.task,
      { externalId: 'demo-key-1', title: '演示', assignees: ['2023001'] },
      demoIntegrationKey(CAMPUS),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ created: true });
  });

  it('are stored only as a hash', async () => {
    const key = await int.keyFor(CAMPUS, '教务系统');
    const rows = await t.database.db.select().from(integrationKeys).where(eq(integrationKeys.fid, CAMPUS));
    expect(rows.some((row) => row.keyHash.length === 64 && key.startsWith(row.prefix))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('refuse a missing, unknown, revoked or other unit’s key with 401 and a Chinese message', async () => {
    const body = { externalId: 'k-1', title: '测试', assignees: ['2023001'] };
    const missing = await int.push(int.api.task, body, undefined);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, code: 401, msg: expect.stringContaining('接入密钥') });
    const made = await int.push(int.api.task, body, 'yzk_madeup');
    expect(made.status).toBe(401);
    expect(made.body.msg).toBe('接入密钥无效或已吊销');
    // A key of the city is unknown on the campus, even with a well-formed body.
    const cityKey = await int.keyFor(200001, '政务服务平台');
    expect((await int.push(int.api.task, body, cityKey)).status).toBe(401);
    const key = await int.keyFor(CAMPUS, '撤销测试');
    expect((await int.push(int.api.task, body, key, { header: 'x-api-key' })).status).toBe(200);
    const [row] = await t.database.db.select().from(integrationKeys).where(eq(integrationKeys.name, '撤销测试'));
    expect(await revokeIntegrationKey(t.database.db, CAMPUS, row!.id)).toBe(true);
    expect((await int.push(int.api.task, body, key)).status).toBe(401);
    // A bad key is refused before the body is looked at: no field named to a stranger.
    expect((await int.push(int.api.task, {}, 'yzk_madeup')).status).toBe(401);
  });
});

describe('task pushes', () => {
  it('create a task in its handler’s 待办 once, however often the same id is pushed, and audit each push', async () => {
    const key = await int.keyFor(CAMPUS, '教务系统');
    const student = await kit.login('2023001');
    const before = await todoOf(student);
    const body = {
      externalId: 'JW-2026-0001',
      title: '确认毕业论文选题',
      content: '请在系统中确认选题。',
      assignees: ['2023001'],
      initiator: 'T1001',
      cc: ['2023001'],
      pcUrl: 'https://jw.demo-university.edu.cn/topic/1',
      dueTime: '2099-12-01 17:00:00',
    };
    const first = await int.push(int.api.task, body, key);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({
      success: true,
      data: { externalId: 'JW-2026-0001', created: true, rows: 2 },
    });
    const again = await int.push(int.api.task, { ...body, title: '确认毕业论文选题（已更新）' }, key);
    expect(again.body.data).toEqual({ externalId: 'JW-2026-0001', created: false, rows: 2 });
    const after = await todoOf(student);
    expect(after.total).toBe(before.total + 1);
    const mine = after.list.filter((item) => item.title.startsWith('确认毕业论文选题'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: '确认毕业论文选题（已更新）',
      source: '教务系统',
      sponsor: '王芳',
      dueTime: '2099-12-01 17:00:00',
      overdue: 0,
      hasLink: 1,
      statusName: '待处理',
    });
    // The initiator sees it under 我发起的.
    const teacher = await kit.login('T1001');
    const started = await kit.post(taskCenterApi.list.path, { taskType: 3, pageSize: 100 }, teacher);
    expect(started.body.data.list.map((item: TaskItem) => item.title)).toContain('确认毕业论文选题（已更新）');
    const audits = await pushAudits('JW-2026-0001');
    expect(audits).toHaveLength(2);
    expect(audits.every((row) => row.outcome === 'success' && row.username === '教务系统' && row.method === 'tasks'));
  });

  it('complete a task: it leaves the 待办 and shows in the 已办; status changes follow the same rows', async () => {
    const key = await int.keyFor(CAMPUS, '学工系统');
    const student = await kit.login('2023001');
    await int.push(int.api.task, { externalId: 'XG-9', title: '提交奖学金申请表', assignees: ['2023001'] }, key);
    expect((await todoOf(student)).list.some((item) => item.title === '提交奖学金申请表')).toBe(true);
    const progress = await int.push(int.api.taskStatus, { externalId: 'XG-9', status: 2 }, key);
    expect(progress.body.data).toEqual({ externalId: 'XG-9', created: false, rows: 1 });
    expect((await todoOf(student)).list.find((item) => item.title === '提交奖学金申请表')?.statusName).toBe('处理中');
    const done = await int.push(int.api.taskComplete, { externalId: 'XG-9' }, key);
    expect(done.body).toMatchObject({ success: true, data: { rows: 1 } });
    expect((await todoOf(student)).list.some((item) => item.title === '提交奖学金申请表')).toBe(false);
    const handled = await kit.post(taskCenterApi.list.path, { taskType: 2, pageSize: 100 }, student);
    const item = (handled.body.data.list as TaskItem[]).find((row) => row.title === '提交奖学金申请表');
    expect(item).toMatchObject({ statusName: '已完成', overdue: 0 });
    expect(item?.completeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Another system's id of the same text is another task: ids are per system.
    const other = await int.push(int.api.taskComplete, { externalId: 'XG-9' }, await int.keyFor(CAMPUS, '别的系统'));
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('任务不存在');
  });

  it('replace the people of a task: someone no longer named loses their row', async () => {
    const key = await int.keyFor(CAMPUS, '协同办公');
    const base = { externalId: 'OA-77', title: '会签：实验室安全检查', assignees: ['2023001', 'T1001'] };
    expect((await int.push(int.api.task, base, key)).body.data.rows).toBe(2);
    expect((await int.push(int.api.task, { ...base, assignees: ['T1001'] }, key)).body.data).toMatchObject({
      created: false,
      rows: 1,
    });
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.externalId, 'OA-77'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ title: '缺编号', assignees: ['2023001'] }, '外部编号不能为空'],
    [{ externalId: 'a b', title: 'x', assignees: ['2023001'] }, '外部编号'],
    [{ externalId: 'v-1', assignees: ['2023001'] }, '标题不能为空'],
    [{ externalId: 'v-1', title: 'x', assignees: [] }, '办理人不能为空'],
    [{ externalId: 'v-1', title: 'x', assignees: ['2023001'], status: 9 }, '状态不在可选范围内'],
    [{ externalId: 'v-1', title: 'x', assignees: ['2023001'], dueTime: '明天' }, '截止时间'],
    [{ externalId: 'v-1', title: 'x', assignees: ['2023001'], pcUrl: 'javascript:alert(1)' }, '电脑端地址'],
    [{ externalId: 'v-1', title: 'x', assignees: ['nobody'] }, '办理人 nobody 不存在'],
    [{ externalId: 'v-1', title: 'x', assignees: ['2023001'], cc: ['ghost'] }, '抄送人 ghost 不存在'],
  ])('refuse a malformed body with 400 naming the field (%j)', async (body, message) => {
    const key = await int.keyFor(CAMPUS, '校验测试');
    const { status, body: answer } = await int.push(int.api.task, body, key);
    expect(status, JSON.stringify(answer)).toBe(400);
    expect(answer).toMatchObject({ success: false, code: 400 });
    expect(answer.msg).toContain(message);
    expect(answer.msg).toMatch(/\p{Script=Han}/u);
  });
});

describe('message pushes', () => {
  it('land in the information center and getPersonMessage once per id, unread, in the live hall’s shape', async () => {
    const key = await int.keyFor(CAMPUS, '一卡通系统');
    const student = await kit.login('2023001');
    const unread = async () =>
      (await kit.get(`${personMessageApi.list.path}?read=0&pageSize=100`, student)).body.data as {
        messageList: { idCode: string; title: string; sourceType: string; createrName: string }[];
        unReadCount: number;
      };
    const before = await unread();
    const body = { externalId: 'CARD-1', user: '2023001', title: '校园卡消费提醒', content: '食堂消费 12.50 元。' };
    expect((await int.push(int.api.message, body, key)).body.data).toEqual({
      externalId: 'CARD-1',
      created: true,
      rows: 1,
    });
    expect((await int.push(int.api.message, { ...body, title: '校园卡消费提醒（更正）' }, key)).body.data.created).toBe(
      false,
    );
    const after = await unread();
    expect(after.unReadCount).toBe(before.unReadCount + 1);
    const item = after.messageList.find((row) => row.title.startsWith('校园卡消费提醒'));
    expect(item).toMatchObject({
      title: '校园卡消费提醒（更正）',
      sourceType: '一卡通系统',
      createrName: '一卡通系统',
    });
    // The teacher never sees the student's message.
    const teacher = await kit.login('T1001');
    const theirs = (await kit.get(`${personMessageApi.list.path}?read=0&pageSize=100`, teacher)).body.data;
    expect(JSON.stringify(theirs)).not.toContain('校园卡消费提醒');
    // Opening it marks it read; pushing it again keeps it read.
    await kit.get(`${noticeApi.url.path}?noticeId=${item!.idCode}`, student);
    await int.push(int.api.message, body, key);
    expect((await unread()).unReadCount).toBe(before.unReadCount);
  });

  it('refuse an unknown recipient naming the field', async () => {
    const key = await int.keyFor(CAMPUS, '一卡通系统');
    const { status, body } = await int.push(int.api.message, { externalId: 'X', user: 'ghost', title: 't' }, key);
    expect(status).toBe(400);
    expect(body.msg).toBe('接收人 ghost 不存在');
  });
});

describe('approval pushes', () => {
  it('write the form for each participant in their list, idempotently, and move it when the relations change', async () => {
    const key = await int.keyFor(CAMPUS, '协同办公系统');
    const teacher = await kit.login('T1001');
    const student = await kit.login('2023001');
    const body = {
      externalId: 'LEAVE-42',
      formId: 3001,
      formUserId: 900042,
      title: '李明的请假申请（事假 1 天）',
      formName: '学生请假申请',
      sponsor: '李明',
      uname: '王芳',
      status: 1,
      pageLinkUrl: 'https://oa.demo-university.edu.cn/approval/form/900042',
      participants: [
        { user: 'T1001', aprvType: 1 },
        { user: '2023001', aprvType: 4 },
      ],
    };
    const listOf = async (token: string, aprvType: number) =>
      (await kit.post(approvalApi.list.path, { aprvType, pageSize: 100 }, token)).body.data.list as {
        title: string;
        aprvStatus: string;
      }[];
    expect((await int.push(int.api.approval, body, key)).body.data).toEqual({
      externalId: 'LEAVE-42',
      created: true,
      rows: 2,
    });
    expect((await int.push(int.api.approval, body, key)).body.data.created).toBe(false);
    expect((await listOf(teacher, 1)).filter((row) => row.title === body.title)).toHaveLength(1);
    expect((await listOf(student, 4)).find((row) => row.title === body.title)?.aprvStatus).toBe('审批中');
    // Approved: it leaves the teacher's 待我审批 for 我已审批.
    await int.push(
      int.api.approval,
      {
        ...body,
        status: 2,
        participants: [
          { user: 'T1001', aprvType: 2 },
          { user: '2023001', aprvType: 4 },
        ],
      },
      key,
    );
    expect((await listOf(teacher, 1)).some((row) => row.title === body.title)).toBe(false);
    expect((await listOf(teacher, 2)).some((row) => row.title === body.title)).toBe(true);
    expect((await listOf(student, 4)).find((row) => row.title === body.title)?.aprvStatus).toBe('已通过');
  });
});

describe('push scope', () => {
  it('is per unit: a city key writes only the city’s people', async () => {
    const key = await int.keyFor(200001, '政务服务平台');
    const refused = await int.push(int.api.task, { externalId: 'G-1', title: 't', assignees: ['2023001'] }, key, {
      host: GOV,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('办理人 2023001 不存在');
    const ok = await int.push(int.api.task, { externalId: 'G-1', title: 't', assignees: ['citizen'] }, key, {
      host: GOV,
    });
    expect(ok.body.success).toBe(true);
    expect((await pushAudits('G-1')).map((row) => row.outcome).sort()).toEqual(['failure', 'success']);
  });
});
