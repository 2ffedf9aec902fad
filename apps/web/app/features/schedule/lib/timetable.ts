import type { Lesson, RestTime, ScheduleItem } from '@yizhan/contracts';
import { daysFrom } from './dates';

/** One cell of the week grid: a class that starts in this period on this day, and how many periods it covers. */
export interface GridCell {
  lessons: Lesson[];
  span: number;
}

/**
 * The week grid of a timetable: rows are the unit's class periods, columns Monday to Sunday. A class sits in the row
 * of its first period and spans to its last; the rows it covers below are `null` (taken). Two classes starting in
 * the same period share a cell (a clash is shown, not hidden).
 */
export function weekGrid(lessons: readonly Lesson[], periods: readonly RestTime[]): (GridCell | null | undefined)[][] {
  const rows = periods.filter((period) => period.kind === 1);
  const grid: (GridCell | null | undefined)[][] = rows.map(() => Array.from({ length: 7 }, () => undefined));
  const rowOf = new Map(rows.map((period, index) => [period.period, index]));
  for (const lesson of lessons) {
    const row = rowOf.get(lesson.startPeriod);
    const column = lesson.weekday - 1;
    if (row === undefined || column < 0 || column > 6) continue;
    const cell = grid[row]![column];
    if (cell) {
      cell.lessons.push(lesson);
      continue;
    }
    if (cell === null) continue;
    const span = Math.max(1, Math.min(lesson.endPeriod - lesson.startPeriod + 1, rows.length - row));
    grid[row]![column] = { lessons: [lesson], span };
    for (let below = 1; below < span; below += 1) {
      if (grid[row + below]![column] === undefined) grid[row + below]![column] = null;
    }
  }
  return grid;
}

/** The items that happen on `day` (an item over several days is on each of them). */
export const itemsOn = (items: readonly ScheduleItem[], day: string): ScheduleItem[] =>
  items.filter((item) => item.startTime.slice(0, 10) <= day && item.endTime.slice(0, 10) >= day);

/** What a day holds, in time order: its classes and the user's items. */
export type DayEntry =
  | { kind: 'lesson'; start: string; end: string; lesson: Lesson }
  | { kind: 'item'; start: string; end: string; item: ScheduleItem };

/** A day's classes and items by start time; an item begun on an earlier day starts at 00:00. */
export function dayEntries(day: string, lessons: readonly Lesson[], items: readonly ScheduleItem[]): DayEntry[] {
  const entries: DayEntry[] = [
    ...lessons
      .filter((lesson) => lesson.date === day)
      .map((lesson): DayEntry => ({ kind: 'lesson', start: lesson.startTime, end: lesson.endTime, lesson })),
    ...itemsOn(items, day).map((item): DayEntry => ({
      kind: 'item',
      start: item.startTime.slice(0, 10) === day ? item.startTime.slice(11) : '00:00',
      end: item.endTime.slice(0, 10) === day ? item.endTime.slice(11) : '24:00',
      item,
    })),
  ];
  return entries.sort((a, b) => a.start.localeCompare(b.start));
}

/** The weeks of a month grid (from a Monday to a Sunday), seven days each. */
export function monthWeeks(from: string, to: string): string[][] {
  const days = daysFrom(from, to);
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, index) => days.slice(index * 7, index * 7 + 7));
}
