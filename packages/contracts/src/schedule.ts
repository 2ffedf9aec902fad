import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, idDigits, idNumber, printable, NOT_PRINTABLE } from './primitives';

/**
 * The schedule center (spec §7 "Schedule and term", ADR 038): the class timetable, the current term and week, class
 * periods and rest times, the school calendar, a user's own schedule items and the personal calendar feed. Dates are
 * `YYYY-MM-DD` and times `YYYY-MM-DD HH:mm` in Asia/Shanghai; weeks start on Monday.
 */

/** A personal item may start this many days before today at the earliest (the range prompt's first day). */
export const SCHEDULE_DAYS_BACK = 180;
/** …and this many days after today at the latest (the range prompt's last day). */
export const SCHEDULE_DAYS_AHEAD = 366;
/** The longest a personal item may last, in days. */
export const SCHEDULE_ITEM_MAX_DAYS = 31;
/** The widest range one listMySchedule call answers, in days (a month view is at most 42). */
export const SCHEDULE_LIST_MAX_DAYS = 62;

/** What a school calendar event is (校历事项). */
export const CALENDAR_EVENT_KINDS = { 1: '假期', 2: '考试', 3: '活动' } as const;
export type CalendarEventKind = keyof typeof CALENDAR_EVENT_KINDS;
export const CALENDAR_EVENT_KIND_CODES = Object.keys(CALENDAR_EVENT_KINDS).map(Number) as CalendarEventKind[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** Whether `YYYY-MM-DD` names a real day (no 02-30). */
export function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1970 && Number(match[1]) <= 9999;
}

/** A day as a query or body carries it: `YYYY-MM-DD`, a real one. */
export const dayParam = z
  .string()
  .trim()
  .max(10, '应为 YYYY-MM-DD')
  .regex(DAY, '应为 YYYY-MM-DD')
  // zod runs this after a failed regex too: an unmatched value has been reported already.
  .refine((value) => !DAY.test(value) || isRealDay(value), '不是有效的日期');

/** A moment a person picked: `YYYY-MM-DD HH:mm` (Asia/Shanghai). */
export const minuteParam = z
  .string()
  .trim()
  .max(16, '应为 YYYY-MM-DD HH:mm')
  .regex(MINUTE, '应为 YYYY-MM-DD HH:mm')
  .refine((value) => {
    // zod runs this after a failed regex too: an unmatched value has been reported already.
    const match = MINUTE.exec(value);
    return !match || (isRealDay(value.slice(0, 10)) && Number(match[4]) <= 23 && Number(match[5]) <= 59);
  }, '不是有效的时间');

/** A term (学期): its days and how many weeks it has; week 1 starts on `startDate`, a Monday. */
export const termSchema = z.object({
  termId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  weekCount: z.number().int(),
});
export type Term = z.infer<typeof termSchema>;

/** The term today is in (or the next one, between terms) and today's week of it: 0 before it starts. */
export const nowTermSchema = termSchema.extend({
  today: z.string(),
  week: z.number().int(),
  /** 1 when today is inside the term. */
  inTerm: flag,
});
export type NowTerm = z.infer<typeof nowTermSchema>;

/** One class meeting on one day: the course, where and when, and the weeks it meets in. */
export const lessonSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  teacher: z.string(),
  place: z.string(),
  /** 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  startPeriod: z.number().int(),
  endPeriod: z.number().int(),
  weeks: z.array(z.number().int()),
  /** The weeks as a person reads them: `1-16周`, `1-15周(单)`. */
  weeksText: z.string(),
  date: z.string(),
  week: z.number().int(),
  /** `HH:mm` of the first period's start and the last period's end ('' when the unit has no such period). */
  startTime: z.string(),
  endTime: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const curriculumQuerySchema = z.object({
  date: dayParam.optional(),
  /** week: Monday to Sunday of `date`; month: the Monday-to-Sunday weeks that cover its month. */
  range: z.enum(['week', 'month'], { error: '只能是 week 或 month' }).default('week'),
});
export type CurriculumQuery = z.input<typeof curriculumQuerySchema>;

/** The timetable of a week or month: the term `date` falls in (null outside every term) and each class by day. */
export const curriculumSchema = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  term: termSchema.nullable(),
  /** `date`'s week of the term, 0 outside it. */
  week: z.number().int(),
  list: z.array(lessonSchema),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

/** A class period (节次) or a rest between them (课间, 午休): the unit's daily timetable. */
export const restTimeSchema = z.object({
  /** 1 a class period, 2 a rest. */
  kind: z.union([z.literal(1), z.literal(2)]),
  /** The period's number (1-based), 0 for a rest. */
  period: z.number().int(),
  name: z.string(),
  /** 上午, 下午 or 晚上. */
  section: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type RestTime = z.infer<typeof restTimeSchema>;

/** One school calendar event (假期, 考试, 活动), from its first to its last day. */
export const calendarEventSchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A week of the school calendar, Monday to Sunday, marked when it holds exams or a holiday. */
export const calendarWeekSchema = z.object({
  week: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  exam: flag,
  holiday: flag,
});
export type CalendarWeek = z.infer<typeof calendarWeekSchema>;

export const schoolCalendarBodySchema = z.object({
  /** The term to show; without it, the term of `date` (today when absent), else the nearest. */
  termId: idNumber.optional(),
  date: dayParam.optional(),
});

/** The school calendar (校历) of one term, and every term of the unit so a page can switch. */
export const schoolCalendarSchema = z.object({
  terms: z.array(termSchema),
  term: termSchema.nullable(),
  weeks: z.array(calendarWeekSchema),
  events: z.array(calendarEventSchema),
});
export type SchoolCalendar = z.infer<typeof schoolCalendarSchema>;

/** A personal schedule item (我的日程): only its owner ever sees it. */
export const scheduleItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
  notes: z.string(),
  updateTime: z.string(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

const text = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`).regex(printable, NOT_PRINTABLE);

/** Notes may have line breaks; other control characters are refused. */
const notes = z
  .string()
  .max(500, '不能超过 500 个字符')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, NOT_PRINTABLE)
  .transform((value) => value.trim());

/** Minutes since the epoch of a `YYYY-MM-DD HH:mm` in UTC+8, for comparing two of them. */
export const minuteValue = (value: string) => Date.parse(`${value.replace(' ', 'T')}:00+08:00`) / 60_000;

/** What a person types for a schedule item: the end comes after the start, within SCHEDULE_ITEM_MAX_DAYS. */
export const scheduleItemBodySchema = z
  .object({
    /** Present when editing one's own item. */
    id: idNumber.optional(),
    title: text(50).min(1, '请输入标题'),
    startTime: minuteParam,
    endTime: minuteParam,
    place: text(50).default(''),
    notes: notes.default(''),
  })
  .superRefine((body, context) => {
    const span = minuteValue(body.endTime) - minuteValue(body.startTime);
    // NaN when a time is malformed: that is reported on its own field.
    if (Number.isNaN(span)) return;
    if (span <= 0) context.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间须晚于开始时间' });
    else if (span > SCHEDULE_ITEM_MAX_DAYS * 24 * 60) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: `日程最长 ${SCHEDULE_ITEM_MAX_DAYS} 天` });
    }
  });
export type ScheduleItemBody = z.input<typeof scheduleItemBodySchema>;

export const scheduleListQuerySchema = z.object({ from: dayParam, to: dayParam });

/** The personal calendar feed: whether the user has one and since when (the address itself is shown once). */
export const calendarFeedSchema = z.object({
  active: flag,
  createdAt: z.string(),
  /** The subscription address: only in the answer that created it ('' otherwise: only its hash is kept). */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * Where a calendar app fetches a feed: the token follows, then `.ics`. Under /homepage so the unit is resolved from
 * the host and the API's rate limits apply; it answers text/calendar, not the JSON envelope (failures keep it).
 */
export const CALENDAR_FEED_PATH = '/homepage/scheduleCalendar/feed/';

export const scheduleApi = {
  curriculum: defineEndpoint({
    method: 'GET',
    path: '/homepage/centerService/getCurriculumData',
    policy: { caller: 'user' },
    summary: '课表（需登录；date 所在的一周，range=month 为所在月份覆盖的各周）',
    query: curriculumQuerySchema,
    data: curriculumSchema,
  }),
  nowTerm: defineEndpoint({
    method: 'GET',
    path: '/homepage/schoolTerm/getNowTerm',
    summary: '当前学期与教学周（学期之间为下一学期，周次 0）',
    data: nowTermSchema.nullable(),
  }),
  restTimes: defineEndpoint({
    method: 'GET',
    path: '/homepage/scheduleCalendar/listRestTimeDetail',
    summary: '作息时间：每节课与课间、午休的起止时间',
    data: z.array(restTimeSchema),
  }),
  schoolCalendar: defineEndpoint({
    method: 'POST',
    path: '/homepage/scheduleCalendar/listSchoolCalendarDetail',
    policy: { rateLimit: 'none' },
    summary: '校历：学期的教学周、假期、考试周与校园活动',
    body: schoolCalendarBodySchema,
    data: schoolCalendarSchema,
  }),
  listItems: defineEndpoint({
    method: 'GET',
    path: '/homepage/scheduleCalendar/listMySchedule',
    policy: { caller: 'user' },
    summary: '我的日程（需登录；from 至 to 之间的，按开始时间）',
    query: scheduleListQuerySchema,
    data: z.array(scheduleItemSchema),
  }),
  itemDetail: defineEndpoint({
    method: 'GET',
    path: '/homepage/scheduleCalendar/getMySchedule',
    policy: { caller: 'user' },
    summary: '一条我的日程（需登录；只答本人的）',
    query: z.object({ id: idDigits() }),
    data: scheduleItemSchema,
  }),
  saveItem: defineEndpoint({
    method: 'POST',
    path: '/homepage/scheduleCalendar/saveMySchedule',
    policy: { caller: 'user' },
    summary: '新增或修改我的日程（需登录；带 id 为修改本人的）',
    body: scheduleItemBodySchema,
    data: scheduleItemSchema,
  }),
  deleteItem: defineEndpoint({
    method: 'POST',
    path: '/homepage/scheduleCalendar/deleteMySchedule',
    policy: { caller: 'user' },
    summary: '删除我的日程（需登录；只删本人的）',
    body: z.object({ id: idNumber }),
    data: z.object({ id: z.number().int() }),
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/homepage/scheduleCalendar/getCalendarFeed',
    policy: { caller: 'user' },
    summary: '日历订阅的状态（需登录）',
    data: calendarFeedSchema,
  }),
  resetFeed: defineEndpoint({
    method: 'POST',
    path: '/homepage/scheduleCalendar/resetCalendarFeed',
    policy: { caller: 'user' },
    summary: '生成新的日历订阅地址（需登录；旧地址随即失效，新地址只显示这一次）',
    body: z.object({}),
    data: calendarFeedSchema,
  }),
  revokeFeed: defineEndpoint({
    method: 'POST',
    path: '/homepage/scheduleCalendar/revokeCalendarFeed',
    policy: { caller: 'user' },
    summary: '停用日历订阅（需登录；地址随即失效）',
    body: z.object({}),
    data: calendarFeedSchema,
  }),
};
