import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, idDigits, idNumber } from './primitives';
import { dayParam } from './schedule';

/**
 * Appointments (预约, issue 38 §4): a service handled at a place (办理地点) is booked for a time slot of an open day.
 * Days are `YYYY-MM-DD` and slot starts `HH:mm`, both Beijing time.
 */
export const APPOINTMENT_STATUS = { 1: '已预约', 2: '已取消', 3: '已过期' } as const;
export type AppointmentStatus = keyof typeof APPOINTMENT_STATUS;

/** The one active booking per person and service. */
export const ALREADY_BOOKED = '您已预约过该事项，请先取消原预约再重新预约';
export const SLOT_FULL = '该时段已约满，请选择其他时段';
export const BOOKING_NOT_FOUND = '预约不存在';

/** A slot start as the slot list gives it. */
export const slotStartSchema = z
  .string()
  .trim()
  .max(5, '时段无效')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时段无效');

/** A booking number as printed: capitals and digits. */
export const bookingNoSchema = z
  .string()
  .trim()
  .min(1, '请填写预约号')
  .max(20, '预约号无效')
  .regex(/^[A-Za-z0-9]+$/, '预约号无效')
  .transform((value) => value.toUpperCase());

/** A bookable service of the unit (the 预约取号 list). */
export const bookableServiceSchema = z.object({
  appId: z.string(),
  name: z.string(),
  deptName: z.string(),
  places: z.array(z.string()),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string(), left: z.number().int() });
export type Slot = z.infer<typeof slotSchema>;

/** One day of a place: open with its slots, or closed with why (a holiday's name, or 不开放). */
export const placeDaySchema = z.object({
  day: z.string(),
  /** 周一 … 周日. */
  weekday: z.string(),
  open: flag,
  closedReason: z.string(),
  slots: z.array(slotSchema),
});
export type PlaceDay = z.infer<typeof placeDaySchema>;

export const bookablePlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  /** The opening hours as people read them: 周一至周五 09:00-12:00、13:30-17:00. */
  hoursText: z.string(),
  cancelHours: z.number().int(),
  days: z.array(placeDaySchema),
});
export type BookablePlace = z.infer<typeof bookablePlaceSchema>;

export const serviceSlotsSchema = z.object({
  appId: z.string(),
  name: z.string(),
  places: z.array(bookablePlaceSchema),
});
export type ServiceSlots = z.infer<typeof serviceSlotsSchema>;

/** A person's booking. `status` 1 已预约, 2 已取消, 3 已过期. */
export const bookingSchema = z.object({
  bookingNo: z.string(),
  appId: z.string(),
  serviceName: z.string(),
  placeName: z.string(),
  address: z.string(),
  day: z.string(),
  weekday: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** Whether it may still be cancelled (active, and before the place's cutoff). */
  cancellable: flag,
  /** The latest moment it may be cancelled, `YYYY-MM-DD HH:mm`. */
  cancelUntil: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The bookings' calendar feed: whether there is one (its address is shown once, when it is made). */
export const bookingFeedSchema = z.object({ active: flag, url: z.string() });
export type BookingFeed = z.infer<typeof bookingFeedSchema>;

/** Where one booking's iCalendar entry is fetched (`?no=`), signed in; and the feed: token, then `.ics`. */
export const BOOKING_ICS_PATH = '/homepage/appointments/ics';
export const BOOKING_FEED_PATH = '/homepage/appointments/feed/';

export const bookBodySchema = z.object({
  appId: idNumber,
  placeId: idNumber,
  day: dayParam,
  start: slotStartSchema,
});
export type BookBody = z.input<typeof bookBodySchema>;

export const appointmentsApi = {
  services: defineEndpoint({
    method: 'GET',
    path: '/homepage/appointments/getServices',
    summary: '可预约的事项及其办理地点（游客可看）',
    data: z.array(bookableServiceSchema),
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/homepage/appointments/getSlots',
    summary: '一个事项的办理地点与可预约的日期、时段及余量（游客可看；休息日标明节日名称）',
    query: z.object({ appId: idDigits() }),
    data: serviceSlotsSchema,
  }),
  book: defineEndpoint({
    method: 'POST',
    path: '/homepage/appointments/book',
    policy: { caller: 'user' },
    summary: '预约一个时段（需登录；同一事项只能有一个有效预约；约满、休息日、已过时段均不可约）',
    body: bookBodySchema,
    data: bookingSchema,
    noRetry: true,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/homepage/appointments/getMine',
    policy: { caller: 'user' },
    summary: '我的预约（需登录；最近的在前，最多 100 条）',
    data: z.array(bookingSchema),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/homepage/appointments/cancel',
    policy: { caller: 'user' },
    summary: '取消预约（需登录；只能在办理地点规定的时限前取消）',
    body: z.object({ bookingNo: bookingNoSchema }),
    data: bookingSchema,
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/homepage/appointments/getFeed',
    policy: { caller: 'user' },
    summary: '预约日历订阅的状态（需登录）',
    data: bookingFeedSchema,
  }),
  resetFeed: defineEndpoint({
    method: 'POST',
    path: '/homepage/appointments/resetFeed',
    policy: { caller: 'user' },
    summary: '生成新的预约日历订阅地址（需登录；旧地址随即失效，新地址只显示这一次）',
    body: z.object({}),
    data: bookingFeedSchema,
  }),
};
