import { describe, expect, it } from 'vitest';
import { scheduleApi, type Curriculum, type NowTerm, type RestTime, type SchoolCalendar } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const OTHER_CAMPUS = '39374.localhost';

async function ok<T>(call: Promise<{ status: number; body: { success: boolean; data: unknown } }>): Promise<T> {
  const { status, body } = await call;
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

const curriculum = (token: string, query: string, host?: string) =>
  ok<Curriculum>(kit.get(`${scheduleApi.curriculum.path}?${query}`, token, host));
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('who may ask', () => {
  it('guests get 401 from every personal call; the term, periods and school calendar are open', async () => {
    const guest = await kit.guest();
    for (const path of [
      scheduleApi.curriculum.path,
      scheduleApi.listItems.path + '?from=2026-11-23&to=2026-11-29',
      scheduleApi.feed.path,
    ]) {
      expect((await kit.get(path, guest)).body, path).toMatchObject({ success: false, code: 401 });
      expect((await kit.get(path)).body, path).toMatchObject({ success: false, code: 401 });
    }
    const saved = await kit.post(
      scheduleApi.saveItem.path,
      { title: '访客', startTime: '2026-11-24 10:00', endTime: '2026-11-24 11:00' },
      guest,
    );
    expect(saved.body).toMatchObject({ success: false, code: 401 });
    await ok(kit.get(scheduleApi.restTimes.path, guest));
    await ok(kit.get(scheduleApi.nowTerm.path, guest));
    await ok(kit.post(scheduleApi.schoolCalendar.path, {}, guest));
  });
});

describe('getCurriculumData', () => {
  it("answers the student's week of 2026-11-23 (week 12): each class on its weekday, periods and times", async () => {
    const student = await kit.login('2023001');
    const week = await curriculum(student, 'date=2026-11-25');
    expect(week).toMatchObject({ date: '2026-11-25', from: '2026-11-23', to: '2026-11-29', week: 12 });
    expect(week.term).toMatchObject({ name: '2026-2027学年第一学期', startDate: '2026-09-07', weekCount: 20 });
    const seen = week.list.map((lesson) => [
      lesson.date,
      lesson.weekday,
      lesson.courseName,
      lesson.startPeriod,
      lesson.endPeriod,
    ]);
    expect(seen).toEqual([
      ['2026-11-23', 1, '操作系统', 1, 2],
      ['2026-11-23', 1, '计算机网络', 3, 4],
      ['2026-11-24', 2, '编译原理', 1, 2],
      ['2026-11-24', 2, '数据库系统', 5, 6],
      // 操作系统 on Wednesdays meets in odd weeks only: not in week 12.
      ['2026-11-25', 3, '体育（羽毛球）', 7, 8],
      ['2026-11-26', 4, '软件工程', 1, 2],
      ['2026-11-26', 4, '计算机网络实验', 5, 6],
      ['2026-11-27', 5, '人工智能导论', 3, 4],
      ['2026-11-27', 5, '形势与政策', 9, 10],
    ]);
    const first = week.list[0]!;
    expect(first).toMatchObject({
      teacher: '王芳',
      place: '教学楼 A201',
      startTime: '08:00',
      endTime: '09:40',
      weeksText: '1-16周',
      week: 12,
    });
    expect(week.list.find((lesson) => lesson.courseName === '计算机网络实验')?.weeksText).toBe('2-16周(双)');
  });

  it('shows the odd-week class in week 13 and nothing on the National Day holiday', async () => {
    const student = await kit.login('2023001');
    const week13 = await curriculum(student, 'date=2026-12-02');
    expect(week13.week).toBe(13);
    expect(week13.list.some((lesson) => lesson.courseName === '操作系统' && lesson.weekday === 3)).toBe(true);
    const holidayWeek = await curriculum(student, 'date=2026-10-01');
    expect(holidayWeek.week).toBe(4);
    expect(new Set(holidayWeek.list.map((lesson) => lesson.date))).toEqual(
      new Set(['2026-09-28', '2026-09-29', '2026-09-30']),
    );
  });

  it('answers a month as the Monday-to-Sunday weeks that cover it, and no classes outside a term', async () => {
    const student = await kit.login('2023001');
    const month = await curriculum(student, 'date=2026-11-10&range=month');
    expect(month).toMatchObject({ from: '2026-10-26', to: '2026-12-06' });
    expect(month.list.every((lesson) => lesson.date >= '2026-10-26' && lesson.date <= '2026-12-06')).toBe(true);
    expect(month.list.filter((lesson) => lesson.date === '2026-11-23')).toHaveLength(2);
    const summer = await curriculum(student, 'date=2026-08-03');
    expect(summer).toMatchObject({ term: null, week: 0, list: [] });
  });

  it("gives each user their own timetable: the teacher's classes are hers (two users, two units)", async () => {
    const [student, teacher, elsewhere] = await Promise.all([
      kit.login('2023001'),
      kit.login('T1001'),
      kit.login('2023001', OTHER_CAMPUS),
    ]);
    const mine = await curriculum(teacher, 'date=2026-11-23');
    expect(mine.list.map((lesson) => lesson.courseName)).toEqual(
      expect.arrayContaining(['操作系统', '数据库系统', '数据库前沿研讨']),
    );
    expect(mine.list.every((lesson) => lesson.teacher === '王芳')).toBe(true);
    const studentNames = (await curriculum(student, 'date=2026-11-23')).list.map((lesson) => lesson.courseName);
    expect(studentNames).not.toContain('数据库前沿研讨');
    // The same account on another unit has that unit's rows, never this one's.
    const other = await curriculum(elsewhere, 'date=2026-11-23', OTHER_CAMPUS);
    const here = await curriculum(student, 'date=2026-11-23');
    expect(other.term?.termId).not.toBe(here.term?.termId);
    const hereIds = new Set(here.list.map((lesson) => lesson.courseId));
    expect(other.list.length).toBeGreaterThan(0);
    expect(other.list.filter((lesson) => hereIds.has(lesson.courseId))).toEqual([]);
  });

  it('refuses a bad date or range with 400 naming the field in Chinese', async () => {
    const student = await kit.login('2023001');
    const badDay = await kit.get(`${scheduleApi.curriculum.path}?date=2026-02-30`, student);
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toContain('日期');
    const badRange = await kit.get(`${scheduleApi.curriculum.path}?range=year`, student);
    expect(badRange.status).toBe(400);
    expect(badRange.body.msg).toContain('范围');
  });
});

describe('term, periods and school calendar', () => {
  it('getNowTerm answers the term of today and its week, weeks counted from Monday', async () => {
    const term = await ok<NowTerm | null>(kit.get(scheduleApi.nowTerm.path));
    const today = shanghaiToday();
    expect(term?.today).toBe(today);
    if (term && term.inTerm === 1) {
      const days = (Date.parse(today) - Date.parse(term.startDate)) / 86_400_000;
      expect(term.week).toBe(Math.floor(days / 7) + 1);
      expect(today >= term.startDate && today <= term.endDate).toBe(true);
    }
  });

  it('listRestTimeDetail lists the periods with their times and the rests between them', async () => {
    const rows = await ok<RestTime[]>(kit.get(scheduleApi.restTimes.path));
    expect(rows.filter((row) => row.kind === 1).map((row) => row.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows[0]).toMatchObject({ kind: 1, name: '第1节', startTime: '08:00', endTime: '08:45', section: '上午' });
    expect(rows.find((row) => row.name === '午休')).toMatchObject({
      kind: 2,
      period: 0,
      startTime: '11:40',
      endTime: '14:00',
    });
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]!.startTime >= rows[index - 1]!.endTime).toBe(true);
    }
  });

  it('listSchoolCalendarDetail answers the term of a date with its weeks, holidays and exam weeks', async () => {
    const calendar = await ok<SchoolCalendar>(kit.post(scheduleApi.schoolCalendar.path, { date: '2026-11-23' }));
    expect(calendar.term?.name).toBe('2026-2027学年第一学期');
    expect(calendar.terms.map((term) => term.name)).toHaveLength(3);
    expect(calendar.weeks).toHaveLength(20);
    expect(calendar.weeks[0]).toMatchObject({ week: 1, startDate: '2026-09-07', endDate: '2026-09-13' });
    expect(calendar.weeks.filter((week) => week.exam === 1).map((week) => week.week)).toEqual(
      expect.arrayContaining([9, 14, 19, 20]),
    );
    expect(calendar.weeks[3]).toMatchObject({ week: 4, holiday: 1 });
    expect(calendar.events.find((event) => event.title === '国庆节')).toMatchObject({
      kind: 1,
      kindName: '假期',
      startDate: '2026-10-01',
      endDate: '2026-10-07',
    });
    const spring = calendar.terms.find((term) => term.name === '2026-2027学年第二学期')!;
    const next = await ok<SchoolCalendar>(kit.post(scheduleApi.schoolCalendar.path, { termId: spring.termId }));
    expect(next.term?.startDate).toBe('2027-03-01');
    expect(next.events.every((event) => event.endDate >= '2027-03-01')).toBe(true);
  });

  it("refuses another unit's term as unknown, and a malformed body with the field named", async () => {
    const other = await ok<SchoolCalendar>(kit.post(scheduleApi.schoolCalendar.path, {}, undefined, OTHER_CAMPUS));
    const foreign = await kit.post(scheduleApi.schoolCalendar.path, { termId: other.term!.termId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('学期不存在');
    const bad = await kit.post(scheduleApi.schoolCalendar.path, { termId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('学期');
  });
});
