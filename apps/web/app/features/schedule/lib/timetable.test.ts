import { describe, expect, it } from 'vitest';
import type { Lesson, RestTime, ScheduleItem } from '@yizhan/contracts';
import { addDays, isDay, mondayOf, todayInShanghai, weekDays, weekdayOf } from './dates';
import { dayEntries, monthWeeks, weekGrid } from './timetable';

const period = (n: number): RestTime => ({
  kind: 1,
  period: n,
  name: `第${n}节`,
  section: '',
  startTime: '',
  endTime: '',
});
const periods = [1, 2, 3, 4, 5, 6].map(period);
const lesson = (weekday: number, start: number, end: number, name = '课', date = '2026-11-23'): Lesson => ({
  courseId: weekday * 100 + start,
  courseName: name,
  teacher: '',
  place: '',
  weekday,
  startPeriod: start,
  endPeriod: end,
  weeks: [12],
  weeksText: '12周',
  date,
  week: 12,
  startTime: `0${start + 7}:00`,
  endTime: `0${end + 7}:45`,
});
const item = (start: string, end: string): ScheduleItem => ({
  id: 1,
  title: '日程',
  startTime: start,
  endTime: end,
  place: '',
  notes: '',
  updateTime: '',
});

describe('dates', () => {
  it('counts weeks from Monday and today in UTC+8', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // 16:30 UTC is already the next day in Shanghai.
    expect(todayInShanghai(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
  });
});

describe('weekGrid', () => {
  it('puts a class in the row of its first period, spanning to its last, on its weekday', () => {
    const grid = weekGrid([lesson(1, 1, 2, '操作系统'), lesson(3, 3, 4, '体育')], periods);
    expect(grid[0]![0]).toMatchObject({ span: 2, lessons: [{ courseName: '操作系统' }] });
    expect(grid[1]![0]).toBeNull();
    expect(grid[2]![2]).toMatchObject({ span: 2, lessons: [{ courseName: '体育' }] });
    expect(grid[0]![1]).toBeUndefined();
  });

  it('shows two classes starting together in one cell, and clips a span at the last period', () => {
    const grid = weekGrid([lesson(2, 5, 6, '甲'), lesson(2, 5, 9, '乙')], periods);
    expect(grid[4]![1]!.lessons.map((entry) => entry.courseName)).toEqual(['甲', '乙']);
    expect(weekGrid([lesson(2, 5, 9)], periods)[4]![1]!.span).toBe(2);
  });
});

describe('dayEntries and monthWeeks', () => {
  it("merges a day's classes and items by time; a multi-day item covers the whole middle day", () => {
    const entries = dayEntries(
      '2026-11-24',
      [lesson(2, 1, 2, '编译原理', '2026-11-24')],
      [item('2026-11-23 20:00', '2026-11-25 08:00'), item('2026-11-24 12:00', '2026-11-24 13:00')],
    );
    expect(entries.map((entry) => [entry.kind, entry.start, entry.end])).toEqual([
      ['item', '00:00', '24:00'],
      ['lesson', '08:00', '09:45'],
      ['item', '12:00', '13:00'],
    ]);
  });

  it('cuts a month grid into weeks of seven days', () => {
    const weeks = monthWeeks('2026-10-26', '2026-12-06');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7 && weekdayOf(week[0]!) === 1)).toBe(true);
  });
});
