import { WEEKDAY_NAMES } from '@yizhan/contracts';
import type { WorkCalendar } from '../calendar';

// Which days a place is open and which slots it offers (ADR 090): pure, so the rules are tested without a store.

/** What of a place the slots depend on. */
export interface PlaceHours {
  /** Monday first: `09:00-12:00,13:30-17:00`, or '' when closed that weekday. */
  hours: readonly string[];
  slotMinutes: number;
}

export interface SlotTime {
  start: string;
  end: string;
}

export interface OpenDay {
  day: string;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  open: boolean;
  /** Why it is closed: a holiday's name (春节), or 不开放. */
  closedReason: string;
  slots: SlotTime[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Monday 0 … Sunday 6 of a day. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
export const weekdayName = (day: string) => WEEKDAY_NAMES[weekdayOf(day)]!;

export const nextDay = (day: string, step = 1) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + step);
  return at.toISOString().slice(0, 10);
};

/** A day and time in Beijing as an instant. */
export const beijingInstant = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

/** The slots of one weekday's hours: each range cut into whole slots (a remainder too short for one is left out). */
export function slotsOfHours(hours: string, slotMinutes: number): SlotTime[] {
  const slots: SlotTime[] = [];
  for (const range of hours.split(',').filter(Boolean)) {
    const [from, to] = range.split('-') as [string, string];
    for (let at = minutesOf(from); at + slotMinutes <= minutesOf(to); at += slotMinutes) {
      slots.push({ start: timeOf(at), end: timeOf(at + slotMinutes) });
    }
  }
  return slots;
}

/**
 * A working day on a weekend (a 调休 Saturday) keeps the hours of a working week: the first weekday, Monday to
 * Friday, that has hours. A working weekday keeps its own.
 */
function hoursOn(place: PlaceHours, day: string, calendar: WorkCalendar): string {
  const weekday = weekdayOf(day);
  if (weekday < 5 || !calendar.isWorkday(day)) return place.hours[weekday] ?? '';
  return place.hours.slice(0, 5).find(Boolean) ?? '';
}

/**
 * One day of a place: a public holiday (a day off the calendar names) closes it; a plain weekend is open only when
 * the place has hours that weekday; a 调休 working weekend day is open with a working week's hours.
 */
export function placeDay(place: PlaceHours, day: string, calendar: WorkCalendar): OpenDay {
  const weekday = weekdayOf(day);
  const holiday = calendar.isWorkday(day) ? undefined : calendar.nameOf(day);
  const closed = (closedReason: string): OpenDay => ({ day, weekday, open: false, closedReason, slots: [] });
  if (holiday) return closed(holiday);
  const slots = slotsOfHours(hoursOn(place, day, calendar), place.slotMinutes);
  return slots.length > 0 ? { day, weekday, open: true, closedReason: '', slots } : closed('不开放');
}

/** The days from `today` on, `count` of them. */
export const daysFrom = (today: string, count: number) =>
  Array.from({ length: count }, (_, index) => nextDay(today, index));

/** Whether a slot can be booked at `now`: it has not begun. */
export const slotAhead = (day: string, start: string, now: Date) =>
  beijingInstant(day, start).getTime() > now.getTime();

/** The last moment a booking may be cancelled: `cancelHours` before its slot begins. */
export const cancelDeadline = (day: string, start: string, cancelHours: number) =>
  new Date(beijingInstant(day, start).getTime() - cancelHours * 3_600_000);

/** The hours as people read them: 周一至周五 09:00-12:00、13:30-17:00；周六 09:00-12:00. */
export function hoursText(hours: readonly string[]): string {
  const groups: { from: number; to: number; text: string }[] = [];
  hours.forEach((text, weekday) => {
    if (!text) return;
    const last = groups.at(-1);
    if (last && last.text === text && last.to === weekday - 1) last.to = weekday;
    else groups.push({ from: weekday, to: weekday, text });
  });
  if (groups.length === 0) return '暂不开放';
  return groups
    .map(({ from, to, text }) => {
      const days = from === to ? WEEKDAY_NAMES[from] : `${WEEKDAY_NAMES[from]}至${WEEKDAY_NAMES[to]}`;
      return `${days} ${text.replaceAll(',', '、')}`;
    })
    .join('；');
}
