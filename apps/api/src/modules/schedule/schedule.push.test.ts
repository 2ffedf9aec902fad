import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schedulePushApi, scheduleApi, type Curriculum, type SchoolCalendar } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { integrationKit } from '../integration/integration.test-kit';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const integration = integrationKit(t);
const CAMPUS = 100001;

const term = { externalId: 'JW-2027-1', name: '2027-2028学年第一学期', startDate: '2027-09-06', endDate: '2028-01-23' };
const entry = {
  externalId: 'JW-KB-0001',
  term: 'JW-2027-1',
  courseName: '分布式系统',
  teacher: '王芳',
  place: '教学楼 A301',
  weekday: 2,
  startPeriod: 3,
  endPeriod: 4,
  weeks: [1, 2, 3, 4, 5, 6, 7, 8],
  accounts: ['2023001', 'T1001'],
};

const curriculum = async (token: string, date: string) =>
  (await kit.get(`${scheduleApi.curriculum.path}?date=${date}`, token)).body.data as Curriculum;

describe('timetable and school calendar pushes', () => {
  it('create a term, its events and a class, idempotent by the system id; the roster is replaced on a new push', async () => {
    const key = await integration.keyFor(CAMPUS, '教务管理系统');
    const first = await integration.push(schedulePushApi.term, term, key);
    expect(first.body).toMatchObject({ success: true, data: { externalId: 'JW-2027-1', created: true, rows: 1 } });
    const again = await integration.push(schedulePushApi.term, { ...term, name: '2027-2028学年 第一学期' }, key);
    expect(again.body.data).toMatchObject({ created: false });
    const terms = await t.database.db.execute(
      sql`select name, week_count from school_terms where source_id like '%JW-2027-1'`,
    );
    expect(terms.rows).toEqual([{ name: '2027-2028学年 第一学期', week_count: 20 }]);

    const event = { externalId: 'JW-XL-9', kind: 1, title: '国庆节', startDate: '2027-10-01', endDate: '2027-10-07' };
    expect((await integration.push(schedulePushApi.event, event, key)).body.data).toMatchObject({ created: true });
    expect((await integration.push(schedulePushApi.event, event, key)).body.data).toMatchObject({ created: false });

    const pushed = await integration.push(schedulePushApi.timetableEntry, entry, key);
    expect(pushed.body.data).toMatchObject({ externalId: 'JW-KB-0001', created: true, rows: 2 });
    expect((await integration.push(schedulePushApi.timetableEntry, entry, key)).body.data).toMatchObject({
      created: false,
      rows: 2,
    });
    const courses = await t.database.db.execute(
      sql`select count(*)::int as n from timetable_courses where course_name = '分布式系统'`,
    );
    expect(courses.rows).toEqual([{ n: 1 }]);

    // Both people see the class on Tuesday of week 1; the school calendar of that term has the holiday.
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    for (const token of [student, teacher]) {
      const week = await curriculum(token, '2027-09-07');
      expect(week.term?.name).toBe('2027-2028学年 第一学期');
      expect(week.list.map((lesson) => [lesson.date, lesson.courseName, lesson.startPeriod])).toEqual([
        ['2027-09-07', '分布式系统', 3],
      ]);
    }
    const calendar = (await kit.post(scheduleApi.schoolCalendar.path, { date: '2027-10-01' })).body
      .data as SchoolCalendar;
    expect(calendar.events.map((item) => item.title)).toContain('国庆节');

    // Pushed again without the student: the class leaves the student's timetable only.
    await integration.push(schedulePushApi.timetableEntry, { ...entry, accounts: ['T1001'] }, key);
    expect((await curriculum(student, '2027-09-07')).list).toEqual([]);
    expect((await curriculum(teacher, '2027-09-07')).list).toHaveLength(1);
  });

  it('refuses a missing or wrong key with 401, and malformed bodies with 400 naming the field', async () => {
    const key = await integration.keyFor(CAMPUS, '教务管理系统');
    expect((await integration.push(schedulePushApi.term, term, undefined)).status).toBe(401);
    expect((await integration.push(schedulePushApi.term, term, 'yz_wrong')).status).toBe(401);
    const otherUnit = await integration.keyFor(200001, '一体化政务服务平台');
    expect((await integration.push(schedulePushApi.term, term, otherUnit)).status).toBe(401);

    const cases: [object, object, string][] = [
      [schedulePushApi.term, { ...term, startDate: '2027-09-07' }, '开始日期须是星期一'],
      [schedulePushApi.term, { ...term, endDate: '2027-09-02' }, '结束日期'],
      [
        schedulePushApi.event,
        { externalId: 'x', kind: 9, title: '假', startDate: '2027-01-01', endDate: '2027-01-01' },
        '类别',
      ],
      [schedulePushApi.timetableEntry, { ...entry, weekday: 8 }, '星期'],
      [schedulePushApi.timetableEntry, { ...entry, startPeriod: 5, endPeriod: 4 }, '结束节次'],
      [schedulePushApi.timetableEntry, { ...entry, weeks: [1, 1] }, '周次'],
      [schedulePushApi.timetableEntry, { ...entry, accounts: ['2023001', '9999999'] }, '成员账号 9999999 不存在'],
      [schedulePushApi.timetableEntry, { ...entry, externalId: 'JW-KB-2', term: '没有这个学期' }, '学期'],
    ];
    for (const [endpoint, body, message] of cases) {
      const response = await integration.push(endpoint as typeof schedulePushApi.term, body, key);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.msg, JSON.stringify(body)).toContain(message);
    }
  });
});
