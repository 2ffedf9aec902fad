import { TIMEZONE } from '@yizhan/contracts';

// One formatter for the whole process: building one costs far more than using it, and lists format many times.
const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const parts = (date: Date) => {
  const values = Object.fromEntries(shanghai.formatToParts(date).map((part) => [part.type, part.value]));
  return values as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
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
