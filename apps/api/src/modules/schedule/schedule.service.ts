import {
  CALENDAR_EVENT_KINDS,
  type CalendarEvent,
  type CalendarEventKind,
  type CalendarWeek,
  formatMinute,
  formatSecond,
  type Lesson,
  type NowTerm,
  type RestTime,
  type ScheduleItem,
  type Term,
} from '@yizhan/contracts';
import { addDays, daysBetween, daysFrom, weekdayOf } from './schedule.dates';
import type {
  classPeriods,
  schoolCalendarEvents,
  schoolTerms,
  scheduleItems,
  timetableCourses,
} from './schedule.table';

export type TermRow = typeof schoolTerms.$inferSelect;
export type PeriodRow = typeof classPeriods.$inferSelect;
export type EventRow = typeof schoolCalendarEvents.$inferSelect;
export type CourseRow = typeof timetableCourses.$inferSelect;
export type ItemRow = typeof scheduleItems.$inferSelect;

export const ITEM_NOT_FOUND = '日程不存在';
export const TERM_NOT_FOUND = '学期不存在';
export const HOLIDAY_KIND = 1;
export const EXAM_KIND = 2;

export const toTerm = (row: TermRow): Term => ({
  termId: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  weekCount: row.weekCount,
});

/** The term `day` falls in, if any. */
export const termOf = (terms: readonly TermRow[], day: string) =>
  terms.find((term) => term.startDate <= day && day <= term.endDate);

/** `day`'s week of a term (1-based), 0 outside it. */
export const weekOf = (term: Pick<TermRow, 'startDate' | 'endDate'>, day: string): number =>
  day < term.startDate || day > term.endDate ? 0 : Math.floor(daysBetween(term.startDate, day) / 7) + 1;

/**
 * The term of today: the one today is in; between terms the next one (week 0); after the last, the last one (week 0).
 * Null for a unit without terms.
 */
export function nowTermOf(terms: readonly TermRow[], today: string): NowTerm | null {
  const ordered = [...terms].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const current =
    termOf(ordered, today) ?? ordered.find((term) => term.startDate > today) ?? ordered[ordered.length - 1];
  if (!current) return null;
  const week = weekOf(current, today);
  return { ...toTerm(current), today, week, inTerm: week > 0 ? 1 : 0 };
}

/** Week numbers as a person reads them: `1-16周`, `1-15周(单)`, `2-16周(双)`, `1-8,10-16周`. */
export function weeksText(weeks: readonly number[]): string {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const everyOther = sorted.length > 1 && sorted.every((week, index) => week === first + index * 2);
  if (everyOther) return `${first}-${last}周(${first % 2 === 1 ? '单' : '双'})`;
  const runs: string[] = [];
  let start = first;
  for (let index = 1; index <= sorted.length; index += 1) {
    const week = sorted[index];
    const previous = sorted[index - 1]!;
    if (week === previous + 1) continue;
    runs.push(start === previous ? `${start}` : `${start}-${previous}`);
    if (week !== undefined) start = week;
  }
  return `${runs.join(',')}周`;
}

/** Whether `day` is inside one of the holidays (classes do not meet then). */
const onHoliday = (events: readonly EventRow[], day: string) =>
  events.some((event) => event.kind === HOLIDAY_KIND && event.startDate <= day && day <= event.endDate);

/**
 * Each meeting of the courses on the days from `from` to `to`: a course meets on its weekday in the weeks it lists,
 * except on holidays. Ordered by day, then first period. Times come from the unit's class periods.
 */
export function lessonsBetween(
  term: TermRow,
  courses: readonly CourseRow[],
  periods: readonly PeriodRow[],
  events: readonly EventRow[],
  from: string,
  to: string,
): Lesson[] {
  const times = new Map(periods.filter((row) => row.kind === 1).map((row) => [row.period, row]));
  const lessons: Lesson[] = [];
  for (const day of daysFrom(from < term.startDate ? term.startDate : from, to > term.endDate ? term.endDate : to)) {
    const week = weekOf(term, day);
    if (week === 0 || onHoliday(events, day)) continue;
    const weekday = weekdayOf(day);
    for (const course of courses) {
      if (course.weekday !== weekday || !course.weeks.includes(week)) continue;
      lessons.push({
        courseId: course.id,
        courseName: course.courseName,
        teacher: course.teacher,
        place: course.place,
        weekday,
        startPeriod: course.startPeriod,
        endPeriod: course.endPeriod,
        weeks: [...course.weeks].sort((a, b) => a - b),
        weeksText: weeksText(course.weeks),
        date: day,
        week,
        startTime: times.get(course.startPeriod)?.startTime ?? '',
        endTime: times.get(course.endPeriod)?.endTime ?? '',
      });
    }
  }
  return lessons.sort((a, b) => a.date.localeCompare(b.date) || a.startPeriod - b.startPeriod);
}

export const toRestTime = (row: PeriodRow): RestTime => ({
  kind: row.kind === 2 ? 2 : 1,
  period: row.period,
  name: row.name,
  section: row.section,
  startTime: row.startTime,
  endTime: row.endTime,
});

export const toEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  kind: row.kind,
  kindName: CALENDAR_EVENT_KINDS[row.kind as CalendarEventKind] ?? '',
  title: row.title,
  startDate: row.startDate,
  endDate: row.endDate,
  note: row.note,
});

/** The events that touch the days from `from` to `to`. */
export const eventsBetween = (events: readonly EventRow[], from: string, to: string) =>
  events.filter((event) => event.startDate <= to && event.endDate >= from);

/** The weeks of a term, each marked when an exam or a holiday falls in it. */
export function termWeeks(term: TermRow, events: readonly EventRow[]): CalendarWeek[] {
  return Array.from({ length: term.weekCount }, (_, index) => {
    const startDate = addDays(term.startDate, index * 7);
    const endDate = addDays(startDate, 6);
    const touching = eventsBetween(events, startDate, endDate);
    return {
      week: index + 1,
      startDate,
      endDate,
      exam: touching.some((event) => event.kind === EXAM_KIND) ? 1 : 0,
      holiday: touching.some((event) => event.kind === HOLIDAY_KIND) ? 1 : 0,
    };
  });
}

export const toItem = (row: ItemRow): ScheduleItem => ({
  id: row.id,
  title: row.title,
  startTime: formatMinute(row.startsAt),
  endTime: formatMinute(row.endsAt),
  place: row.place,
  notes: row.notes,
  updateTime: formatSecond(row.updatedAt),
});
