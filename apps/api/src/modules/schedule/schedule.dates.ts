// Calendar days as `YYYY-MM-DD` strings. Arithmetic runs on UTC midnights: a day has no time zone, and China keeps
// UTC+8 all year, so a Shanghai wall time is its day plus a fixed offset (no time-zone database needed).

const DAY_MS = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 1 Monday … 7 Sunday (spec §9: weeks start on Monday). */
export const weekdayOf = (day: string): number => ((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1;

/** The Monday of `day`'s week. */
export const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The Monday-to-Sunday weeks that cover `day`'s month: a month view's grid. */
export function monthGrid(day: string): { from: string; to: string } {
  const first = `${day.slice(0, 7)}-01`;
  const next = addDays(first, 32).slice(0, 7);
  const last = addDays(`${next}-01`, -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

/** The moment a Shanghai wall time (`YYYY-MM-DD`, `HH:mm`) names. */
export const shanghaiMoment = (day: string, time: string): Date => new Date(`${day}T${time}:00+08:00`);

/** `YYYY-MM-DD HH:mm` (Shanghai) as a moment. */
export const parseMinute = (value: string): Date => new Date(`${value.replace(' ', 'T')}:00+08:00`);
