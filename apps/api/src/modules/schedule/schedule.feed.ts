import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarEvent, Lesson, ScheduleItem } from '@yizhan/contracts';
import { addDays, parseMinute, shanghaiMoment } from './schedule.dates';

/** A new feed token: 32 random bytes, URL-safe. Only its hash is stored. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** The stored form of a token. A token has 256 bits of entropy, so a plain SHA-256 (no salt, no stretching) suffices. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A deadline to show in the feed (task due times, when the task center supplies them). */
export interface FeedDeadline {
  id: number;
  title: string;
  source: string;
  dueAt: Date;
}

export interface FeedContent {
  unitName: string;
  userName: string;
  lessons: readonly Lesson[];
  events: readonly CalendarEvent[];
  items: readonly ScheduleItem[];
  deadlines: readonly FeedDeadline[];
}

/**
 * The iCalendar text of a user's feed: each class meeting, the school calendar's days (all-day), the user's own
 * items and task deadlines. Times are absolute (UTC, `Z`): every calendar app shows them in its own zone, so a
 * student abroad still sees the right moment; the calendar names Asia/Shanghai as its zone for the apps that ask.
 * UIDs are stable per source row and day, so a refreshed feed updates events instead of duplicating them.
 */
export function buildFeed(content: FeedContent, host: string): string {
  const calendar = ical({
    name: `${content.unitName} · ${content.userName}的日程`,
    description: '课表、校历与我的日程（一站）',
    prodId: { company: 'yizhan', product: 'schedule-center', language: 'ZH' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', 'Asia/Shanghai']],
  });
  for (const lesson of content.lessons) {
    calendar.createEvent({
      id: `lesson-${lesson.courseId}-${lesson.date}@${host}`,
      start: shanghaiMoment(lesson.date, lesson.startTime || '00:00'),
      end: shanghaiMoment(lesson.date, lesson.endTime || lesson.startTime || '00:00'),
      summary: lesson.courseName,
      location: lesson.place,
      description: `第${lesson.startPeriod}-${lesson.endPeriod}节 · ${lesson.teacher} · 第${lesson.week}周`,
    });
  }
  for (const event of content.events) {
    // All-day: DTSTART;VALUE=DATE and an exclusive end, the calendar's days whatever the viewer's zone.
    calendar.createEvent({
      id: `calendar-${event.id}@${host}`,
      allDay: true,
      start: new Date(`${event.startDate}T00:00:00Z`),
      end: new Date(`${addDays(event.endDate, 1)}T00:00:00Z`),
      summary: `【${event.kindName}】${event.title}`,
      description: event.note,
    });
  }
  for (const item of content.items) {
    calendar.createEvent({
      id: `item-${item.id}@${host}`,
      start: parseMinute(item.startTime),
      end: parseMinute(item.endTime),
      summary: item.title,
      location: item.place,
      description: item.notes,
    });
  }
  for (const deadline of content.deadlines) {
    calendar.createEvent({
      id: `task-${deadline.id}@${host}`,
      start: deadline.dueAt,
      end: deadline.dueAt,
      summary: `【截止】${deadline.title}`,
      description: deadline.source,
    });
  }
  return calendar.toString();
}
