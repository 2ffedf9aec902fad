import type { MemoCache } from '../../lib/memo-cache';
import type { Db } from '../../db/client';
import { calendarDays } from './calendar.table';
import { isWeekend } from './official-schedule';

/** How far a count of working days may reach: no deadline or booking window is longer than a year of them. */
const MAX_WORKDAYS = 366;

/** The working-day calendar as of its last change (ADR 086): weekends, public holidays and 调休 days. */
export interface WorkCalendar {
  /** Whether a day (YYYY-MM-DD, Beijing time) is a working day. */
  isWorkday(day: string): boolean;
  /** The holiday's or 调休's name for a day set apart from the week, e.g. 春节 or 春节调休上班. */
  nameOf(day: string): string | undefined;
  /** The day `count` working days after `day`, which itself is not counted (a deadline of N 工作日). */
  addWorkdays(day: string, count: number): string;
  /** Working days after `from` up to and including `to`; negative when `to` is earlier. */
  workdaysBetween(from: string, to: string): number;
  /** The last year whose holidays are in the calendar: later days count weekends only. */
  readonly knownThrough: number;
}

const nextDay = (day: string, step = 1) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + step);
  return at.toISOString().slice(0, 10);
};

/** A calendar over the given exceptions (the table's rows), for the service and its tests alike. */
export function calendarOver(rows: readonly { day: string; workday: boolean; name: string }[]): WorkCalendar {
  const exceptions = new Map(rows.map((row) => [row.day, row]));
  const isWorkday = (day: string) => exceptions.get(day)?.workday ?? !isWeekend(day);
  const holidays = rows.filter((row) => !row.workday).map((row) => Number(row.day.slice(0, 4)));
  return {
    isWorkday,
    nameOf: (day) => exceptions.get(day)?.name || undefined,
    addWorkdays(day, count) {
      let at = day;
      for (let left = Math.min(count, MAX_WORKDAYS); left > 0;) {
        at = nextDay(at);
        if (isWorkday(at)) left--;
      }
      return at;
    },
    workdaysBetween(from, to) {
      const [start, end, sign] = from <= to ? [from, to, 1] : [to, from, -1];
      let count = 0;
      for (let at = nextDay(start); at <= end; at = nextDay(at)) if (isWorkday(at)) count++;
      return sign * count;
    },
    knownThrough: holidays.length > 0 ? Math.max(...holidays) : 0,
  };
}

/** The calendar, read once and kept until any instance changes it (the table announces its changes). */
export const workCalendar = (db: Db, cache: MemoCache): Promise<WorkCalendar> =>
  cache.get('calendar', async () =>
    calendarOver(
      await db
        .select({ day: calendarDays.day, workday: calendarDays.workday, name: calendarDays.name })
        .from(calendarDays),
    ),
  );
