import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { calendarOver } from './work-calendar';
import { officialSchedule } from './official-schedule';
import { calendarDays } from './calendar.table';
import { syncOfficialCalendar } from './calendar.sync';
import { workCalendar } from '.';

describe('the published schedule', () => {
  const days = new Map(officialSchedule().map((day) => [day.day, day]));

  it('has the 2026 Spring Festival off and its 调休 Saturdays worked', () => {
    expect(days.get('2026-02-16')).toEqual({ day: '2026-02-16', workday: false, name: '春节' });
    expect(days.get('2026-02-14')).toEqual({ day: '2026-02-14', workday: true, name: '春节调休上班' });
    expect(days.get('2026-02-28')?.workday).toBe(true);
  });

  it('keeps only days that differ from the week, or are named holidays', () => {
    expect(days.has('2026-03-02')).toBe(false); // an ordinary Monday
    expect(days.has('2026-03-07')).toBe(false); // an ordinary Saturday
    expect([...days.values()].every((day) => day.name.length > 0)).toBe(true);
  });
});

describe('counting working days', () => {
  const calendar = calendarOver(officialSchedule());

  it('skips weekends', () => {
    // Friday 2026-03-06 + 1 working day = Monday 2026-03-09.
    expect(calendar.addWorkdays('2026-03-06', 1)).toBe('2026-03-09');
    expect(calendar.addWorkdays('2026-03-02', 15)).toBe('2026-03-23');
  });

  it('skips public holidays and counts 调休 Saturdays', () => {
    // 2026-02-13 (Fri) → 02-14 is a worked Saturday; then the holiday runs to 02-23; 02-24 is the next.
    expect(calendar.addWorkdays('2026-02-13', 1)).toBe('2026-02-14');
    expect(calendar.addWorkdays('2026-02-13', 2)).toBe('2026-02-24');
    // Fifteen working days across the National Day week: 09-25 (中秋) to 09-27 and 10-01 to 10-07 off, 10-10 (Sat)
    // worked: 09-28, 29, 30, 10-08, 09, 10, 12 … 16, 19 … 22.
    expect(calendar.addWorkdays('2026-09-24', 15)).toBe('2026-10-22');
  });

  it('counts back and forth', () => {
    expect(calendar.workdaysBetween('2026-02-13', '2026-02-24')).toBe(2);
    expect(calendar.workdaysBetween('2026-02-24', '2026-02-13')).toBe(-2);
    expect(calendar.workdaysBetween('2026-03-02', '2026-03-02')).toBe(0);
  });

  it('names the days it sets apart and knows how far it reaches', () => {
    expect(calendar.nameOf('2026-10-01')).toBe('国庆节');
    expect(calendar.nameOf('2026-03-02')).toBeUndefined();
    expect(calendar.isWorkday('2026-10-10')).toBe(true);
    expect(calendar.knownThrough).toBeGreaterThanOrEqual(2026);
  });
});

describe('the stored calendar', () => {
  const t = useTestApp();

  it('is filled from the published schedule by the seed', async () => {
    const calendar = await workCalendar(t.database.db, t.app.cache);
    expect(calendar.isWorkday('2026-10-01')).toBe(false);
    expect(calendar.knownThrough).toBeGreaterThanOrEqual(2026);
  });

  it('keeps a day the console changed when the schedule is synced again, and is read again after a change', async () => {
    const db = t.database.db;
    await db
      .update(calendarDays)
      .set({ workday: true, name: '单位值班', source: 'console' })
      .where(eq(calendarDays.day, '2026-10-07'));
    await syncOfficialCalendar(db);
    const [row] = await db.select().from(calendarDays).where(eq(calendarDays.day, '2026-10-07'));
    expect(row).toMatchObject({ workday: true, name: '单位值班', source: 'console' });
    await expect.poll(async () => (await workCalendar(db, t.app.cache)).isWorkday('2026-10-07')).toBe(true);
  });
});
