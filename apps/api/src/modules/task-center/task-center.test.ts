import { describe, expect, it } from 'vitest';
import { taskCenterApi, type TaskItem, type TaskTypeCount } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { tasks } from './task-center.table';
import { writeTask } from './task-center.repository';
import { RELATION } from './task-center.service';

const t = useTestApp();
const kit = serviceHallKit(t);
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const listOf = async (taskType: number | string, token: string, extra: Record<string, unknown> = {}, host?: string) => {
  const { status, body } = await kit.post(taskCenterApi.list.path, { taskType, pageSize: 100, ...extra }, token, host);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { list: TaskItem[]; total: number };
};
const typesOf = async (token: string, host?: string) =>
  (await kit.get(taskCenterApi.types.path, token, host)).body.data as TaskTypeCount[];

describe('getTaskCenterType', () => {
  it('answers the four lists in order with counts that match the lists, and the overdue open tasks', async () => {
    const student = await kit.login('2023001');
    const types = await typesOf(student);
    expect(types.map((type) => [type.taskType, type.name])).toEqual([
      [1, '待办'],
      [2, '已办'],
      [3, '我发起的'],
      [4, '抄送'],
    ]);
    for (const type of types) {
      const { list, total } = await listOf(type.taskType, student);
      expect(total, type.name).toBe(type.count);
      expect(list).toHaveLength(total);
      expect(list.filter((item) => item.overdue === 1).length, type.name).toBe(type.overdueCount);
    }
    // The seed gives the student open tasks, two of them overdue, and handled ones.
    expect(types[0]!.count).toBeGreaterThanOrEqual(5);
    expect(types[0]!.overdueCount).toBe(2);
    expect(types[1]!.count).toBeGreaterThanOrEqual(2);
  });

  it('needs a signed-in user', async () => {
    const guest = await kit.guest();
    expect((await kit.get(taskCenterApi.types.path, guest)).body).toMatchObject({ success: false, code: 401 });
    expect((await kit.post(taskCenterApi.list.path, { taskType: 1 }, guest)).body).toMatchObject({ code: 401 });
  });
});

describe('getTaskCenterInfo', () => {
  it('lists 待办 soonest due first with no due date last, every field filled, overdue ones flagged', async () => {
    const student = await kit.login('2023001');
    const { list } = await listOf(1, student);
    const due = list.map((item) => item.dueTime);
    const dated = due.filter(Boolean);
    expect([...dated].sort()).toEqual(dated);
    expect(due.indexOf('') === -1 || due.slice(due.indexOf('')).every((value) => value === '')).toBe(true);
    const now = new Date();
    for (const item of list) {
      expect(['待处理', '处理中']).toContain(item.statusName);
      expect(item.insertTime).toMatch(TIME);
      expect(item.source).not.toBe('');
      const overdue = item.dueTime !== '' && new Date(`${item.dueTime.replace(' ', 'T')}+08:00`) < now;
      expect(item.overdue).toBe(overdue ? 1 : 0);
    }
  });

  it('lists the other tabs newest change first, with their statuses', async () => {
    const teacher = await kit.login('T1001');
    const handled = await listOf('2', teacher);
    expect(handled.list.every((item) => ['已完成', '已退回'].includes(item.statusName))).toBe(true);
    expect(handled.list.filter((item) => item.statusName === '已完成').every((item) => TIME.test(item.completeTime)));
    const times = handled.list.map((item) => item.updateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await listOf(3, teacher)).total).toBeGreaterThan(0);
    expect((await listOf(4, teacher)).total).toBeGreaterThan(0);
  });

  it('pages with the same total', async () => {
    const student = await kit.login('2023001');
    const all = await listOf(1, student);
    const first = await listOf(1, student, { page: 1, pageSize: 2 });
    const second = await listOf(1, student, { page: 2, pageSize: 2 });
    expect(first.total).toBe(all.total);
    expect([...first.list, ...second.list].map((item) => item.id)).toEqual(all.list.slice(0, 4).map((item) => item.id));
    expect(await listOf(1, student, { page: 500, pageSize: 2 })).toEqual({ list: [], total: all.total });
  });

  it.each([
    [{}, '任务类型不能为空'],
    [{ taskType: 5 }, '任务类型不在可选范围内'],
    [{ taskType: 1, pageSize: 1.5 }, '每页条数格式不正确'],
    [{ taskType: 1, page: 0 }, '页码从 1 开始'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const student = await kit.login('2023001');
    const { status, body: answer } = await kit.post(taskCenterApi.list.path, body, student);
    expect(status).toBe(400);
    expect(answer.msg).toBe(message);
  });
});

describe('two users', () => {
  it('never see each other’s tasks, in lists, counts or links', async () => {
    const student = await kit.login('2023001');
    const teacher = await kit.login('T1001');
    const ids = async (token: string) =>
      new Set(
        (await Promise.all([1, 2, 3, 4].map((type) => listOf(type, token)))).flatMap((page) =>
          page.list.map((item) => item.id),
        ),
      );
    const studentIds = await ids(student);
    const teacherIds = await ids(teacher);
    expect([...studentIds].filter((id) => teacherIds.has(id))).toEqual([]);
    const [one] = [...studentIds];
    const own = await kit.get(`${taskCenterApi.link.path}?id=${one}`, student);
    expect(own.body).toMatchObject({
      success: true,
      data: { id: one, pcUrl: expect.stringMatching(/^http:\/\/localhost:3100\/business\/campus\/pc\//) },
    });
    const stolen = await kit.get(`${taskCenterApi.link.path}?id=${one}`, teacher);
    expect(stolen.status).toBe(404);
    expect(stolen.body.msg).toBe('任务不存在');
    // A task of the student's alone counts for the student only.
    const before = { student: (await typesOf(student))[0]!.count, teacher: (await typesOf(teacher))[0]!.count };
    const [self] = (await listOf(1, student)).list;
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, self!.id));
    await writeTask(
      t.database.db,
      { fid: row!.fid, sourceSystem: 'test', externalId: 'only-student' },
      {
        status: 1,
        source: '测试系统',
        title: '只给李明的任务',
        content: '',
        sponsor: '',
        pcUrl: '',
        mobileUrl: '',
        dueAt: null,
        completedAt: null,
        insertedAt: undefined,
      },
      [{ uid: row!.uid, relation: RELATION.assignee }],
      new Date(),
    );
    expect((await typesOf(student))[0]!.count).toBe(before.student + 1);
    expect((await typesOf(teacher))[0]!.count).toBe(before.teacher);
  });

  it('a unit never sees another unit’s tasks', async () => {
    const citizen = await kit.login('citizen', 'gov.localhost');
    const { list } = await listOf(1, citizen, {}, 'gov.localhost');
    expect(list.length).toBeGreaterThan(0);
    const student = await kit.login('2023001');
    const link = await kit.get(`${taskCenterApi.link.path}?id=${list[0]!.id}`, student);
    expect(link.status).toBe(404);
  });
});
