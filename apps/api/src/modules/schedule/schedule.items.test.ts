import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { scheduleApi, type CalendarFeed, type ScheduleItem } from '@yizhan/contracts';
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

/** A day `days` from today in Asia/Shanghai. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const list = (token: string, from: string, to: string, host?: string) =>
  ok<ScheduleItem[]>(kit.get(`${scheduleApi.listItems.path}?from=${from}&to=${to}`, token, host));
const save = (token: string, body: Record<string, unknown>, host?: string) =>
  kit.post(scheduleApi.saveItem.path, body, token, host);

describe('personal schedule items', () => {
  it('are added, read, changed and deleted by their owner only (two users)', async () => {
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    const day = dayFromToday(2);
    const added = await ok<ScheduleItem>(
      save(student, {
        title: '  去图书馆还书  ',
        startTime: `${day} 10:00`,
        endTime: `${day} 10:30`,
        place: '图书馆',
        notes: '第二行\n备注',
      }),
    );
    expect(added).toMatchObject({
      title: '去图书馆还书',
      startTime: `${day} 10:00`,
      endTime: `${day} 10:30`,
      notes: '第二行\n备注',
    });
    expect((await list(student, day, day)).map((item) => item.id)).toContain(added.id);
    // The teacher never sees it, by list, by id, nor can change or delete it: as if it did not exist.
    expect((await list(teacher, day, day)).map((item) => item.id)).not.toContain(added.id);
    const peek = await kit.get(`${scheduleApi.itemDetail.path}?id=${added.id}`, teacher);
    expect(peek.body).toMatchObject({ success: false, code: 404, msg: '日程不存在' });
    const change = await save(teacher, {
      id: added.id,
      title: '改掉',
      startTime: `${day} 09:00`,
      endTime: `${day} 09:30`,
    });
    expect(change.body).toMatchObject({ success: false, code: 404 });
    const removal = await kit.post(scheduleApi.deleteItem.path, { id: added.id }, teacher);
    expect(removal.body).toMatchObject({ success: false, code: 404 });
    expect(await ok<ScheduleItem>(kit.get(`${scheduleApi.itemDetail.path}?id=${added.id}`, student))).toMatchObject({
      title: '去图书馆还书',
    });

    const changed = await ok<ScheduleItem>(
      save(student, { id: added.id, title: '还书并借新书', startTime: `${day} 15:00`, endTime: `${day} 16:00` }),
    );
    expect(changed).toMatchObject({ id: added.id, title: '还书并借新书', startTime: `${day} 15:00`, place: '' });
    await ok(kit.post(scheduleApi.deleteItem.path, { id: added.id }, student));
    expect((await list(student, day, day)).map((item) => item.id)).not.toContain(added.id);
  });

  it('keeps the same account on another unit apart', async () => {
    const [here, there] = await Promise.all([kit.login('2023001'), kit.login('2023001', OTHER_CAMPUS)]);
    const day = dayFromToday(3);
    const item = await ok<ScheduleItem>(
      save(here, { title: '本校的事', startTime: `${day} 08:00`, endTime: `${day} 09:00` }),
    );
    expect((await list(there, day, day, OTHER_CAMPUS)).map((row) => row.id)).not.toContain(item.id);
    const peek = await kit.get(`${scheduleApi.itemDetail.path}?id=${item.id}`, there, OTHER_CAMPUS);
    expect(peek.body).toMatchObject({ success: false, code: 404 });
  });

  it('lists items overlapping the days asked, a multi-day item on each of them', async () => {
    const student = await kit.login('2023001');
    const first = dayFromToday(10);
    const third = dayFromToday(12);
    const trip = await ok<ScheduleItem>(
      save(student, { title: '学科竞赛集训', startTime: `${first} 18:00`, endTime: `${third} 12:00`, place: '杭州' }),
    );
    for (const day of [first, dayFromToday(11), third]) {
      expect(
        (await list(student, day, day)).map((item) => item.id),
        day,
      ).toContain(trip.id);
    }
    expect((await list(student, dayFromToday(13), dayFromToday(13))).map((item) => item.id)).not.toContain(trip.id);
  });

  it('refuses bad input with 400 and a Chinese message naming the field', async () => {
    const student = await kit.login('2023001');
    const day = dayFromToday(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', startTime: `${day} 10:00`, endTime: `${day} 11:00` }, '请输入标题'],
      [{ title: 'x'.repeat(51), startTime: `${day} 10:00`, endTime: `${day} 11:00` }, '标题不能超过 50 个字符'],
      [{ title: '倒着', startTime: `${day} 10:00`, endTime: `${day} 09:00` }, '结束时间须晚于开始时间'],
      [{ title: '同时', startTime: `${day} 10:00`, endTime: `${day} 10:00` }, '结束时间须晚于开始时间'],
      [{ title: '格式', startTime: `${day}T10:00`, endTime: `${day} 11:00` }, '开始时间'],
      [{ title: '没有', startTime: `${day} 25:00`, endTime: `${day} 26:00` }, '开始时间'],
      [{ title: '太长', startTime: `${day} 10:00`, endTime: `${dayFromToday(40)} 10:00` }, '日程最长 31 天'],
      [{ title: '地点', startTime: `${day} 10:00`, endTime: `${day} 11:00`, place: 'p'.repeat(51) }, '地点'],
      [{ title: '控制\u0007字符', startTime: `${day} 10:00`, endTime: `${day} 11:00` }, '标题'],
      [
        { title: '太远', startTime: `${dayFromToday(400)} 10:00`, endTime: `${dayFromToday(400)} 11:00` },
        '开始时间须在',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await save(student, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.msg, JSON.stringify(body)).toContain(message);
    }
    const wide = await kit.get(`${scheduleApi.listItems.path}?from=${day}&to=${dayFromToday(80)}`, student);
    expect(wide.status).toBe(400);
    const backwards = await kit.get(`${scheduleApi.listItems.path}?from=${dayFromToday(3)}&to=${day}`, student);
    expect(backwards.body.msg).toBe('结束日期不能早于开始日期');
    const missing = await kit.get(`${scheduleApi.listItems.path}?from=${day}`, student);
    expect(missing.body.msg).toContain('结束日期');
  });
});

/** The feed's events as ical.js reads them: summary, start and end as Shanghai wall times. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const wall = (time: ICAL.Time) =>
    new Date(time.toJSDate().getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : wall(event.startDate),
      end: event.endDate.isDate ? event.endDate.toString() : wall(event.endDate),
    };
  });
}

describe('calendar feed', () => {
  const fetchFeed = (url: string, host = 'localhost') =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host } });

  it("holds the user's classes at their Shanghai times, the school calendar and their own items; stops when replaced or revoked", async () => {
    const [student, teacher] = await Promise.all([kit.login('2023001'), kit.login('T1001')]);
    expect(await ok<CalendarFeed>(kit.get(scheduleApi.feed.path, student))).toMatchObject({ active: 0, url: '' });
    const created = await ok<CalendarFeed>(kit.post(scheduleApi.resetFeed.path, {}, student));
    expect(created.active).toBe(1);
    expect(created.url).toMatch(/^http:\/\/localhost(:\d+)?\/homepage\/scheduleCalendar\/feed\/[\w-]{43}\.ics$/);
    // The address is shown once: afterwards only that there is one.
    expect(await ok<CalendarFeed>(kit.get(scheduleApi.feed.path, student))).toMatchObject({ active: 1, url: '' });

    const day = dayFromToday(4);
    await ok<ScheduleItem>(
      kit.post(
        scheduleApi.saveItem.path,
        { title: '订阅里的日程', startTime: `${day} 19:30`, endTime: `${day} 20:15`, place: '宿舍' },
        student,
      ),
    );
    const response = await fetchFeed(created.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const events = parseFeed(response.body);
    // This week's classes at the right local times (the week of today, whatever today is, within the feed's reach).
    const monday = events.find((event) => event.summary === '操作系统' && event.start.startsWith('2026-11-23'));
    if (dayFromToday(-60) <= '2026-11-23') {
      expect(monday).toMatchObject({ start: '2026-11-23 08:00', end: '2026-11-23 09:40', location: '教学楼 A201' });
      const lab = events.find((event) => event.summary === '计算机网络实验' && event.start.startsWith('2026-11-26'));
      expect(lab).toMatchObject({ start: '2026-11-26 14:00', end: '2026-11-26 15:40' });
      expect(events.some((event) => event.summary === '操作系统' && event.start.startsWith('2026-10-01'))).toBe(false);
    }
    expect(events.find((event) => event.summary === '订阅里的日程')).toMatchObject({
      start: `${day} 19:30`,
      end: `${day} 20:15`,
      location: '宿舍',
    });
    const holiday = events.find((event) => event.summary === '【假期】元旦');
    if (holiday) expect(holiday).toMatchObject({ allDay: true, start: '2027-01-01', end: '2027-01-04' });
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

    // The teacher's own feed has her classes and not the student's item.
    const theirs = await ok<CalendarFeed>(kit.post(scheduleApi.resetFeed.path, {}, teacher));
    const teacherEvents = parseFeed((await fetchFeed(theirs.url)).body);
    expect(teacherEvents.some((event) => event.summary === '订阅里的日程')).toBe(false);
    expect(teacherEvents.some((event) => event.summary === '计算机网络')).toBe(false);
    expect(events.some((event) => event.summary === '数据库前沿研讨')).toBe(false);

    // Another unit does not know the token.
    expect((await fetchFeed(created.url, OTHER_CAMPUS)).statusCode).toBe(404);
    // A new address replaces the old one at once; revoking ends the new one.
    const renewed = await ok<CalendarFeed>(kit.post(scheduleApi.resetFeed.path, {}, student));
    expect(renewed.url).not.toBe(created.url);
    expect((await fetchFeed(created.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);
    expect(await ok<CalendarFeed>(kit.post(scheduleApi.revokeFeed.path, {}, student))).toMatchObject({ active: 0 });
    expect((await fetchFeed(renewed.url)).statusCode).toBe(404);
    expect((await fetchFeed(theirs.url)).statusCode).toBe(200);
    const stored = await t.database.db.execute(sql`select token_hash from calendar_feeds`);
    const token = new URL(theirs.url).pathname.split('/').pop()!.replace('.ics', '');
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});
