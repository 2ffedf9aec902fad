import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminCalendarApi, type CalendarDay } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { auditLog } from '../audit/audit.table';
import { workCalendar } from '.';

const t = useTestApp();
const { login, call } = consoleKit(t);

const yearOf = async (token: string, year: number | string) =>
  call(withQuery(adminCalendarApi.year, { year }), { token });

describe('the working-day calendar in the console', () => {
  it('is the platform administrator’s alone: a unit administrator gets 403, a guest 401', async () => {
    expect((await call(withQuery(adminCalendarApi.year, { year: 2026 }))).body).toMatchObject({ code: 401 });
    expect((await yearOf(await login('admin100001'), 2026)).status).toBe(403);
    const save = await call(adminCalendarApi.save, {
      token: await login('admin200001', 'gov.localhost'),
      host: 'gov.localhost',
      body: { day: '2026-12-31', workday: false, name: '放假' },
    });
    expect(save.status).toBe(403);
  });

  it('lists a year’s holidays and 调休 days, and how far the schedule is known', async () => {
    const { status, body } = await yearOf(await login('admin'), 2026);
    expect(status).toBe(200);
    expect(body.data.knownThrough).toBeGreaterThanOrEqual(2026);
    const days = body.data.days as CalendarDay[];
    expect(days.find((day) => day.day === '2026-10-01')).toMatchObject({ workday: false, name: '国庆节' });
    expect(days.find((day) => day.day === '2026-10-10')).toMatchObject({ workday: true, source: 'official' });
  });

  it('sets a day off, which deadlines count at once, and restores the published schedule', async () => {
    const token = await login('admin');
    const db = t.database.db;
    // 2026-12-31 is a Thursday: a working day until the console closes it.
    expect((await workCalendar(db, t.app.cache)).isWorkday('2026-12-31')).toBe(true);
    const saved = await call(adminCalendarApi.save, {
      token,
      body: { day: '2026-12-31', workday: false, name: '跨年休息' },
    });
    expect(saved.body.data).toEqual({ day: '2026-12-31', workday: false, name: '跨年休息', source: 'console' });
    await expect.poll(async () => (await workCalendar(db, t.app.cache)).isWorkday('2026-12-31')).toBe(false);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.method, 'calendar.save'), eq(auditLog.target, '工作日历 2026-12-31')));
    expect(entry?.after).toEqual({ day: '2026-12-31', workday: false, name: '跨年休息' });

    const restored = await call(adminCalendarApi.restore, { token, body: { day: '2026-12-31' } });
    expect(restored.body.data).toEqual({ day: '2026-12-31', restored: null });
    await expect.poll(async () => (await workCalendar(db, t.app.cache)).isWorkday('2026-12-31')).toBe(true);

    // A published holiday changed and restored comes back as published.
    await call(adminCalendarApi.save, { token, body: { day: '2026-10-02', workday: true, name: '值班' } });
    const back = await call(adminCalendarApi.restore, { token, body: { day: '2026-10-02' } });
    expect(back.body.data.restored).toEqual({ day: '2026-10-02', workday: false, name: '国庆节', source: 'official' });
  });

  it('refuses bad input in Chinese', async () => {
    const token = await login('admin');
    const cases = [
      { day: '2026-02-30', workday: false, name: '放假' },
      { day: '2026-12-30', workday: false, name: '' },
      { day: '1999-01-01', workday: false, name: '放假' },
      { day: '2026-12-30', name: '放假' },
    ];
    for (const body of cases) {
      const response = await call(adminCalendarApi.save, { token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(response.body.msg).not.toMatch(/[A-Za-z]{4,}/);
    }
    expect((await yearOf(token, 'abc')).status).toBe(400);
  });
});
