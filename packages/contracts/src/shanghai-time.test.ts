import { describe, expect, it } from 'vitest';
import { formatMinute, formatSecond, shanghaiDay, startOfShanghaiDay } from './shanghai-time';

/** What the time zone database says, as formatSecond writes it (Swedish dates are ISO-like: 2026-11-28 00:30:05). */
const zone = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' });

describe('Asia/Shanghai times', () => {
  it('agree with the time zone database from 1992 on, at random moments and at day and year edges', () => {
    const moments = [
      Date.UTC(1991, 11, 31, 16, 0, 0), // 1992-01-01 00:00 in Shanghai: the first moment of the fixed offset
      Date.UTC(2026, 11, 31, 15, 59, 59),
      Date.UTC(2026, 11, 31, 16, 0, 0),
      Date.UTC(2028, 1, 28, 16, 30, 0), // 29 February in Shanghai
      Date.UTC(9999, 11, 31, 15, 59, 59),
    ];
    let seed = 12345;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      moments.push(Date.UTC(1992, 0, 1) + (seed / 2 ** 31) * (Date.UTC(2200, 0, 1) - Date.UTC(1992, 0, 1)));
    }
    for (const time of moments) {
      const date = new Date(time);
      expect(formatSecond(date)).toBe(zone.format(date));
    }
  });

  it('keep the daylight saving time China had before 1992', () => {
    // 1988-07-01 12:00 UTC: 21:00 in Shanghai that summer (UTC+9), not 20:00.
    expect(formatSecond(new Date(Date.UTC(1988, 6, 1, 12, 0, 0)))).toBe('1988-07-01 21:00:00');
    expect(formatMinute(new Date(Date.UTC(1991, 11, 31, 15, 59, 0)))).toBe('1991-12-31 23:59');
  });

  it('give the local day and its first moment', () => {
    const lateEvening = new Date('2026-11-27T16:30:00Z'); // 00:30 on the 28th in Shanghai
    expect(shanghaiDay(lateEvening)).toBe('2026-11-28');
    expect(startOfShanghaiDay(lateEvening).toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('refuse an invalid date as before', () => {
    expect(() => formatSecond(new Date(Number.NaN))).toThrow(RangeError);
  });
});
