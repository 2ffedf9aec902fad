import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approvalApi,
  integrationApi,
  personMessageApi,
  schedulePushApi,
  scheduleApi,
  type Curriculum,
  type SchoolCalendar,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { integrationKit } from './integration.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const int = integrationKit(t);
const CAMPUS = 100001;

const term = { externalId: 'JW-2028-1', name: '2028-2029学年第一学期', startDate: '2028-09-04', endDate: '2029-01-21' };
const entry = {
  externalId: 'JW-KB-0100',
  term: 'JW-2028-1',
  courseName: '机器学习',
  teacher: '王芳',
  place: '教学楼 B305',
  weekday: 1,
  startPeriod: 1,
  endPeriod: 2,
  weeks: [1, 2, 3, 4],
  accounts: ['2023001', 'T1001'],
};
const event = { externalId: 'JW-XL-77', kind: 3, title: '校园开放日', startDate: '2028-10-21', endDate: '2028-10-21' };

const withdraw = (kind: string, externalId: string, key: string | undefined) =>
  int.push(integrationApi.withdraw, { kind, externalId }, key);
const lessons = async (token: string) =>
  ((await kit.get(`${scheduleApi.curriculum.path}?date=2028-09-04`, token)).body.data as Curriculum).list;
const calendarTitles = async () =>
  ((await kit.post(scheduleApi.schoolCalendar.path, { date: '2028-10-21' })).body.data as SchoolCalendar).events.map(
    (item) => item.title,
  );

describe('withdrawals (POST /integration/v1/withdraw)', () => {
  it('take back a class, a calendar event and then its term; only once, and never a term that still has classes', async () => {
    const key = await int.keyFor(CAMPUS, '教务管理系统');
    await int.push(schedulePushApi.term, term, key);
    await int.push(schedulePushApi.timetableEntry, entry, key);
    await int.push(schedulePushApi.event, event, key);
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    expect((await lessons(student)).map((lesson) => lesson.courseName)).toEqual(['机器学习']);
    expect(await calendarTitles()).toContain('校园开放日');

    // The term still has the class: refused, and nothing goes.
    const early = await withdraw('term', term.externalId, key);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('该学期仍有课表条目，请先撤回这些课表条目');

    expect((await withdraw('timetableEntry', entry.externalId, key)).body).toMatchObject({
      success: true,
      data: { externalId: entry.externalId, deleted: true, rows: 1 },
    });
    expect(await lessons(student)).toEqual([]);
    expect(await lessons(teacher)).toEqual([]);
    // Again: nothing was there.
    expect((await withdraw('timetableEntry', entry.externalId, key)).body.data).toEqual({
      externalId: entry.externalId,
      deleted: false,
      rows: 0,
    });

    // Terms and calendar events are cached per unit; the database's change notice clears them, and on PostgreSQL it
    // reaches this instance a moment after the withdrawal answers (ADR 018).
    expect((await withdraw('calendarEvent', event.externalId, key)).body.data.deleted).toBe(true);
    await expect.poll(calendarTitles, { timeout: 5_000 }).not.toContain('校园开放日');
    expect((await withdraw('term', term.externalId, key)).body.data.deleted).toBe(true);
    await expect
      .poll(
        async () =>
          ((await kit.get(`${scheduleApi.curriculum.path}?date=2028-09-04`, student)).body.data as Curriculum).term,
        { timeout: 5_000 },
      )
      .toBeNull();
  });

  it('take back a message and an approval from everyone they reached', async () => {
    const card = await int.keyFor(CAMPUS, '一卡通系统');
    const oa = await int.keyFor(CAMPUS, '协同办公系统');
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    await int.push(int.api.message, { externalId: 'CARD-9', user: '2023001', title: '误发的扣款提醒' }, card);
    const messages = async () =>
      JSON.stringify((await kit.get(`${personMessageApi.list.path}?read=0&pageSize=100`, student)).body.data);
    expect(await messages()).toContain('误发的扣款提醒');
    expect((await withdraw('message', 'CARD-9', card)).body.data.deleted).toBe(true);
    expect(await messages()).not.toContain('误发的扣款提醒');

    await int.push(
      int.api.approval,
      {
        externalId: 'LEAVE-99',
        formId: 3002,
        formUserId: 900099,
        title: '已在原系统删除的请假申请',
        formName: '学生请假申请',
        sponsor: '李明',
        uname: '王芳',
        status: 1,
        pageLinkUrl: 'https://oa.demo-university.edu.cn/approval/form/900099',
        participants: [
          { user: 'T1001', aprvType: 1 },
          { user: '2023001', aprvType: 4 },
        ],
      },
      oa,
    );
    const titles = async (token: string, aprvType: number) =>
      JSON.stringify((await kit.post(approvalApi.list.path, { aprvType, pageSize: 100 }, token)).body.data);
    expect(await titles(teacher, 1)).toContain('已在原系统删除的请假申请');
    expect((await withdraw('approval', 'LEAVE-99', oa)).body.data).toMatchObject({ deleted: true, rows: 2 });
    expect(await titles(teacher, 1)).not.toContain('已在原系统删除的请假申请');
    expect(await titles(student, 4)).not.toContain('已在原系统删除的请假申请');
  });

  it("never touches another system's or another unit's rows; refuses a bad key and a malformed body", async () => {
    const jw = await int.keyFor(CAMPUS, '教务管理系统');
    const other = await int.keyFor(CAMPUS, '研究生管理系统');
    await int.push(schedulePushApi.event, { ...event, externalId: 'JW-XL-78', title: '研究生开题周' }, jw);
    // Same id, another system of the same unit: nothing of theirs, so nothing goes.
    expect((await withdraw('calendarEvent', 'JW-XL-78', other)).body.data.deleted).toBe(false);
    const stored = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from school_calendar_events where title = '研究生开题周'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await stored()).toBe(1);
    // A key of another unit is unknown here.
    const government = await int.keyFor(200001, '一体化政务服务平台');
    expect((await withdraw('calendarEvent', 'JW-XL-78', government)).status).toBe(401);
    expect((await withdraw('calendarEvent', 'JW-XL-78', undefined)).status).toBe(401);
    expect(await stored()).toBe(1);

    const badKind = await withdraw('news', 'X', jw);
    expect(badKind.status).toBe(400);
    expect(badKind.body.msg).toContain('只能是');
    const badId = await withdraw('calendarEvent', 'a b', jw);
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toContain('只能包含');
  });
});
