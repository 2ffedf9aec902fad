import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { userText } from './primitives';
import { dayParam } from './schedule';

/**
 * 工作日历 of the console (ADR 086): the days the published schedule sets apart from the week — public holidays and
 * the 调休 weekend days worked in their place — for the whole platform, so only the platform administrator edits it.
 */

/** The first year the calendar keeps, and how far ahead a day may be set. */
export const CALENDAR_FIRST_YEAR = 2024;
export const CALENDAR_YEARS_AHEAD = 3;

/** A day set apart from the week: 'official' from the published schedule, 'console' as an administrator set it. */
export const calendarDaySchema = z.object({
  day: z.string(),
  workday: z.boolean(),
  name: z.string(),
  source: z.enum(['official', 'console']),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

const yearField = z.coerce
  .number({ message: '请选择年份' })
  .int('请选择年份')
  .min(CALENDAR_FIRST_YEAR, `年份不能早于 ${CALENDAR_FIRST_YEAR} 年`)
  .max(2100, '年份超出范围');

const policy = { caller: 'admin', permission: 'units' } as const;

export const adminCalendarApi = {
  year: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/calendar',
    summary: '管理后台：一年中的节假日和调休上班日（平台统一）',
    query: z.object({ year: yearField }),
    data: z.object({
      year: z.number().int(),
      /** The last year whose holidays are in: later years count weekends only until they are entered. */
      knownThrough: z.number().int(),
      days: z.array(calendarDaySchema),
    }),
    policy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/calendar/days/save',
    summary: '管理后台：把某一天设为放假或上班（覆盖国务院安排）',
    body: z.object({
      day: dayParam,
      workday: z.boolean({ message: '请选择放假还是上班' }),
      name: userText(20, '名称不能超过 20 个字').min(1, '请填写名称，如“春节”或“春节调休上班”'),
    }),
    data: calendarDaySchema,
    policy: { ...policy, rateLimit: 'write' },
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/calendar/days/restore',
    summary: '管理后台：某一天恢复为国务院安排（没有安排的恢复为按星期计）',
    body: z.object({ day: dayParam }),
    data: z.object({ day: z.string(), restored: calendarDaySchema.nullable() }),
    policy: { ...policy, rateLimit: 'write' },
  }),
};
