import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import { shanghaiDay } from '@yizhan/contracts';

dayjs.extend(utc);
dayjs.locale('zh-cn');

// Days are `YYYY-MM-DD` strings. China keeps UTC+8 all year: "today" is the UTC+8 date whatever the browser's zone,
// and day arithmetic on a date without a time needs no zone at all (dayjs's utc mode keeps it off the local one).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** Today in Asia/Shanghai. */
export const todayInShanghai = (now = new Date()): string => shanghaiDay(now);

/** Whether a query value is a real `YYYY-MM-DD`. */
export const isDay = (value: string | null | undefined): value is string =>
  !!value && DAY.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;

/** The day `days` after `day`. */
export const addDays = (day: string, days: number): string => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');

/** The month `months` after `day`'s, on the same day where it exists. */
export const addMonths = (day: string, months: number): string =>
  dayjs.utc(day).add(months, 'month').format('YYYY-MM-DD');

/** 1 Monday … 7 Sunday (spec §9: weeks start on Monday). */
export const weekdayOf = (day: string): number => ((dayjs.utc(day).day() + 6) % 7) + 1;

/** The Monday of `day`'s week. */
export const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));

/** The seven days of `day`'s week, Monday first. */
export const weekDays = (day: string): string[] =>
  Array.from({ length: 7 }, (_, index) => addDays(mondayOf(day), index));

/** 周一 … 周日. */
export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? '';

/** `11月23日`. */
export const monthDay = (day: string): string => dayjs.utc(day).format('M月D日');

/** `2026年11月`. */
export const yearMonth = (day: string): string => dayjs.utc(day).format('YYYY年M月');

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
