import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idDigits, idNumber, pageQueryFields, userText } from './primitives';
import { dayParam } from './schedule';
import { spreadsheetFileSchema } from './spreadsheet';

// 预约管理 of the console (issue 38 §4): the unit's places with their hours, slots and services, and each day's
// bookings of a place, exportable. Places are shared by the departments of a 市民中心 or a 学生事务中心, so only
// those who manage every department of the unit edit them; a 事项管理员 sees the bookings of their departments.

export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** One weekday's hours as typed: `09:00-12:00,13:30-17:00`, or '' when closed that weekday. */
export const HOURS_PATTERN =
  /^$|^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)*$/;

const whole = (min: number, max: number, what: string) =>
  z
    .number({ error: `请填写${what}` })
    .int(`${what}应为整数`)
    .min(min, `${what}不能小于 ${min}`)
    .max(max, `${what}不能大于 ${max}`);

export const placeFieldsSchema = z.object({
  name: userText(100, '名称不能超过 100 个字').pipe(z.string().min(1, '请填写办理地点名称')),
  address: userText(200, '地址不能超过 200 个字').pipe(z.string().min(1, '请填写地址')),
  /** Monday first, seven entries. */
  hours: z
    .array(
      z
        .string()
        .trim()
        .max(200, '时间段过多')
        .regex(HOURS_PATTERN, '办理时间应写成 09:00-12:00,13:30-17:00，休息日留空'),
    )
    .length(7, '请填写周一至周日的办理时间'),
  slotMinutes: whole(5, 240, '每个时段的分钟数'),
  capacity: whole(1, 500, '每个时段可约人数'),
  daysAhead: whole(1, 60, '可提前预约的天数'),
  cancelHours: whole(0, 72, '取消截止的小时数'),
  /** Off: the place takes no new bookings and is not offered. */
  enabled: z.boolean(),
  appIds: z.array(idNumber).max(500, '事项过多'),
});
export type PlaceFields = z.infer<typeof placeFieldsSchema>;

export const adminPlaceSchema = placeFieldsSchema.extend({
  id: z.number().int(),
  serviceNames: z.array(z.string()),
  version: z.string(),
});
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

export const adminBookingSchema = z.object({
  bookingNo: z.string(),
  serviceName: z.string(),
  personName: z.string(),
  account: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  bookedAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

const appointmentPolicy = { caller: 'admin', permission: 'services' } as const;
const dayBookingsQuery = z.object({ placeId: idDigits(), day: dayParam });

export const adminAppointmentsApi = {
  places: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/appointments/places',
    summary: '管理后台：办理地点及可预约事项，并给出本单位可选的服务事项',
    data: z.object({
      list: z.array(adminPlaceSchema),
      services: z.array(z.object({ id: z.number().int(), name: z.string() })),
      /** Whether the caller may add and change places (those who manage every department). */
      editable: z.boolean(),
    }),
    policy: appointmentPolicy,
  }),
  savePlace: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/appointments/places/save',
    summary: '管理后台：新建或修改办理地点（修改时带上读取时的版本）',
    body: placeFieldsSchema.extend({ id: idNumber.optional(), version: versionField.optional() }),
    data: adminPlaceSchema,
    policy: appointmentPolicy,
  }),
  bookings: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/appointments/bookings',
    summary: '管理后台：一个办理地点某一天的预约（按时段）',
    query: dayBookingsQuery.extend(pageQueryFields),
    data: z.object({ list: z.array(adminBookingSchema), total: z.number().int() }),
    policy: appointmentPolicy,
  }),
  exportBookings: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/appointments/bookings/export',
    summary: '管理后台：导出一个办理地点某一天的预约（Excel）',
    query: dayBookingsQuery,
    data: spreadsheetFileSchema,
    policy: appointmentPolicy,
  }),
};
