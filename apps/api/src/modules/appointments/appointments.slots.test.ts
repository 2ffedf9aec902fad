import { describe, expect, it } from 'vitest';
import { calendarOver } from '../calendar/work-calendar';
import { officialSchedule } from '../calendar/official-schedule';
import { cancelDeadline, hoursText, placeDay, slotAhead, slotsOfHours } from './appointments.slots';
import { checkHours } from './appointments.admin-store';

const calendar = calendarOver(officialSchedule());
const weekdays = '09:00-12:00,13:30-15:00';
const place = { hours: [weekdays, weekdays, weekdays, weekdays, weekdays, '', ''], slotMinutes: 30 };
const withSaturday = { ...place, hours: [...place.hours.slice(0, 5), '09:00-10:00', ''] };

describe('slots of a place', () => {
  it('cuts each range into whole slots', () => {
    expect(slotsOfHours('09:00-10:00,13:30-14:45', 30)).toEqual([
      { start: '09:00', end: '09:30' },
      { start: '09:30', end: '10:00' },
      { start: '13:30', end: '14:00' },
      { start: '14:00', end: '14:30' },
    ]);
    expect(slotsOfHours('', 30)).toEqual([]);
  });

  it('is open on an ordinary weekday, closed on a plain weekend unless it opens then', () => {
    expect(placeDay(place, '2026-03-02', calendar)).toMatchObject({ open: true, weekday: 0 });
    expect(placeDay(place, '2026-03-02', calendar).slots).toHaveLength(9);
    expect(placeDay(place, '2026-03-07', calendar)).toMatchObject({ open: false, closedReason: '不开放' });
    expect(placeDay(withSaturday, '2026-03-07', calendar).slots).toHaveLength(2);
  });

  it('is closed on a public holiday, named, even on a weekday or a Saturday it opens', () => {
    expect(placeDay(place, '2026-02-16', calendar)).toMatchObject({ open: false, closedReason: '春节', slots: [] });
    expect(placeDay(withSaturday, '2026-10-03', calendar)).toMatchObject({ open: false, closedReason: '国庆节' });
  });

  it('opens a 调休 Saturday with a working week’s hours', () => {
    const swapped = placeDay(place, '2026-02-14', calendar);
    expect(swapped.open).toBe(true);
    expect(swapped.slots).toEqual(placeDay(place, '2026-03-02', calendar).slots);
  });
});

describe('times around a booking', () => {
  it('offers only slots ahead and cancels until the cutoff', () => {
    const now = new Date('2026-03-02T09:10:00+08:00');
    expect(slotAhead('2026-03-02', '09:00', now)).toBe(false);
    expect(slotAhead('2026-03-02', '09:30', now)).toBe(true);
    expect(cancelDeadline('2026-03-02', '11:00', 2).toISOString()).toBe('2026-03-02T01:00:00.000Z');
  });

  it('reads the hours as people say them and refuses hours that end before they begin', () => {
    expect(hoursText(withSaturday.hours)).toBe('周一至周五 09:00-12:00、13:30-15:00；周六 09:00-10:00');
    expect(hoursText(['', '', '', '', '', '', ''])).toBe('暂不开放');
    expect(() => checkHours(['10:00-09:00', '', '', '', '', '', ''])).toThrow('周一的办理时间有误');
    expect(() => checkHours(['', '09:00-11:00,10:00-12:00', '', '', '', '', ''])).toThrow('周二');
  });
});
