import { describe, expect, it } from 'vitest';
import { nowTermOf } from '../../modules/schedule/schedule.service';
import { weekdayOf } from '../../modules/schedule/schedule.dates';
import { demoSchoolYear } from './term';

const current = (today: string) => demoSchoolYear(today).terms.find((term) => term.current)!;
const event = (today: string, title: string) => demoSchoolYear(today).events.find((row) => row[1] === title);

/** The current term as the server reads it: nowTermOf over the seeded terms. */
function served(today: string) {
  const rows = demoSchoolYear(today).terms.map(({ current: _current, ...term }, index) => ({
    ...term,
    id: index + 1,
    fid: 1,
    sourceId: null,
  }));
  return nowTermOf(rows, today);
}

describe('the demo school year follows the day it is seeded', () => {
  it('on 2026-11-23 it is the 2026-2027 autumn term, in its week 12, with the calendar the demo was written for', () => {
    const year = demoSchoolYear('2026-11-23');
    expect(year.terms).toEqual([
      { name: '2025-2026学年第二学期', startDate: '2026-03-02', endDate: '2026-07-12', weekCount: 19 },
      {
        name: '2026-2027学年第一学期',
        startDate: '2026-09-07',
        endDate: '2027-01-24',
        weekCount: 20,
        current: true,
      },
      { name: '2026-2027学年第二学期', startDate: '2027-03-01', endDate: '2027-07-11', weekCount: 19 },
    ]);
    expect(served('2026-11-23')).toMatchObject({ week: 12, inTerm: 1 });
    expect(event('2026-11-23', '国庆节')).toEqual([1, '国庆节', '2026-10-01', '2026-10-07', '放假 7 天，停课']);
    expect(event('2026-11-23', '中秋节')?.slice(2, 4)).toEqual(['2026-09-25', '2026-09-27']);
    expect(event('2026-11-23', '期末考试周')?.slice(2, 4)).toEqual(['2027-01-11', '2027-01-24']);
    expect(event('2026-11-23', '寒假')).toEqual([1, '寒假', '2027-01-25', '2027-02-28', '2 月 27-28 日返校']);
    expect(event('2026-11-23', '全国大学英语四、六级考试')?.[2]).toBe('2026-12-12');
    expect(event('2026-11-23', '2027 春季学期选课')?.[4]).toBe('在教务管理系统中预选，12 月 20 日 17:00 截止');
    expect(year.items['2023001']?.map((item) => item.start)).toEqual(['2026-11-25 19:00', '2026-11-27 18:30']);
    expect(year.items.T1001?.[0]?.start).toBe('2026-11-24 14:00');
  });

  it.each([
    // In the winter break the timetable belongs to the spring term that comes next (week 0 until it starts).
    ['2027-02-10', '2026-2027学年第二学期', '2027-03-01', 0],
    // After the spring term, in the summer break: next autumn's term.
    ['2027-07-20', '2027-2028学年第一学期', '2027-09-06', 0],
    ['2028-10-01', '2028-2029学年第一学期', '2028-09-04', 4],
    ['2030-04-15', '2029-2030学年第二学期', '2030-03-04', 7],
  ])('on %s the current term is %s (from %s), week %i', (today, name, startDate, week) => {
    expect(current(today)).toMatchObject({ name, startDate });
    expect(served(today)).toMatchObject({ name, startDate, week });
    // The personal items fall in the seed day's own week.
    const monday = demoSchoolYear(today).items['2023001']![0]!.start.slice(0, 10);
    expect(weekdayOf(monday)).toBe(3);
    expect(Math.abs(Date.parse(monday) - Date.parse(today))).toBeLessThan(7 * 86_400_000);
  });

  it('every term starts on a Monday and the terms, breaks and events of a year line up', () => {
    for (const today of ['2026-11-23', '2027-02-10', '2027-07-20', '2028-10-01', '2031-05-20']) {
      const { terms, events } = demoSchoolYear(today);
      for (const term of terms) expect(weekdayOf(term.startDate), `${today} ${term.name}`).toBe(1);
      expect(terms.filter((term) => term.current)).toHaveLength(1);
      for (const [, title, first, last] of events) expect(first <= last, `${today} ${title}`).toBe(true);
      const summer = events.find((row) => row[1] === '暑假')!;
      expect(summer[3] < terms[1]!.startDate && summer[2] > terms[0]!.endDate).toBe(true);
    }
  });

  it('takes 中秋 with the National Day holiday when it falls in that week (2028: 10-03)', () => {
    expect(event('2028-11-01', '中秋节')).toBeUndefined();
    expect(event('2028-11-01', '国庆节、中秋节')?.slice(2, 4)).toEqual(['2028-10-01', '2028-10-08']);
    expect(event('2027-11-01', '中秋节')?.[2]).toBe('2027-09-15');
  });
});
