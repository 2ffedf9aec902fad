import { TIMEZONE } from './constants';

// Asia/Shanghai times, written once for the API and the web app (spec §3, api-conventions.md).

/** The time zone database's formatter, built on first use: only moments before 1992 need it, and building one costs. */
let zoneFormatter: Intl.DateTimeFormat | undefined;
const shanghai = () =>
  (zoneFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

// Asia/Shanghai has kept UTC+8 the year round since its last daylight saving time ended in September 1991: from 1992
// a moment's local time is the UTC time eight hours later, read straight off toISOString. formatToParts costs about
// 10 µs a call, and a page of search hits or news formats dozens of dates; earlier moments (and years past 9999,
// which toISOString writes differently) keep the time zone database's answer.
const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;
const FIXED_OFFSET_FROM = Date.UTC(1992, 0, 1) - EIGHT_HOURS_MS;
const FIXED_OFFSET_UNTIL = Date.UTC(10_000, 0, 1) - EIGHT_HOURS_MS;

const parts = (date: Date): Parts => {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_FROM && time < FIXED_OFFSET_UNTIL) {
    const local = new Date(time + EIGHT_HOURS_MS).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
    return {
      year: local.slice(0, 4),
      month: local.slice(5, 7),
      day: local.slice(8, 10),
      hour: local.slice(11, 13),
      minute: local.slice(14, 16),
      second: local.slice(17, 19),
    };
  }
  return Object.fromEntries(
    shanghai()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Parts;
};

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (the token's loginTime, spec §3). */
export function formatMinute(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (api-conventions.md times). */
export function formatSecond(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The Asia/Shanghai calendar day (`YYYY-MM-DD`) of a moment. */
export const shanghaiDay = (at: Date): string => formatSecond(at).slice(0, 10);

/** The first moment of the Asia/Shanghai day of `at` (China keeps UTC+8 all year, no daylight saving). */
export const startOfShanghaiDay = (at: Date): Date => new Date(`${shanghaiDay(at)}T00:00:00+08:00`);
