import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { accountSchema, externalIdSchema, INTEGRATION_PREFIX, pushResultSchema } from './integration';
import { printable, NOT_PRINTABLE } from './primitives';
import { CALENDAR_EVENT_KIND_CODES, dayParam } from './schedule';

/**
 * The 教务 system's pushes of terms, the school calendar and timetable entries (ADR 038), in the integration API of
 * ADR 039: idempotent by the system's own id (`externalId`), which is kept per pushing system.
 */

const text = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`).regex(printable, NOT_PRINTABLE);
const required = (max: number) => text(max).min(1, '不能为空');
const int = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? '不能为空' : '必须是数字') })
    .int('必须是整数')
    .min(min, `不能小于 ${min}`)
    .max(max, `不能大于 ${max}`);

/** A term: week 1 starts on `startDate`, which must be a Monday. */
export const termPushSchema = z
  .object({
    externalId: externalIdSchema,
    name: required(64),
    startDate: dayParam,
    endDate: dayParam,
  })
  .superRefine((body, context) => {
    const start = Date.parse(`${body.startDate}T00:00:00Z`);
    const end = Date.parse(`${body.endDate}T00:00:00Z`);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (new Date(start).getUTCDay() !== 1) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: '开始日期须是星期一（第 1 周从周一开始）' });
    }
    const days = (end - start) / 86_400_000;
    if (days < 6) context.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期须在开始日期 6 天之后' });
    if (days > 7 * 40) context.addIssue({ code: 'custom', path: ['endDate'], message: '学期最长 40 周' });
  });
export type TermPush = z.input<typeof termPushSchema>;

/** A school calendar event (假期 1, 考试 2, 活动 3). */
export const calendarEventPushSchema = z
  .object({
    externalId: externalIdSchema,
    kind: int(1, 3).refine((value) => (CALENDAR_EVENT_KIND_CODES as number[]).includes(value), '不在可选范围内'),
    title: required(100),
    startDate: dayParam,
    endDate: dayParam,
    note: text(500).default(''),
  })
  .refine((body) => body.endDate >= body.startDate, { path: ['endDate'], message: '结束日期不能早于开始日期' });
export type CalendarEventPush = z.input<typeof calendarEventPushSchema>;

/** A course meeting of a term (one teaching class, one weekday and run of periods) and everyone on it. */
export const timetableEntryPushSchema = z
  .object({
    externalId: externalIdSchema,
    /** The term: the externalId it was pushed with, or its name (学期名称). */
    term: required(128),
    courseName: required(100),
    teacher: text(64).default(''),
    place: text(64).default(''),
    weekday: int(1, 7),
    startPeriod: int(1, 20),
    endPeriod: int(1, 20),
    weeks: z
      .array(int(1, 40))
      .min(1, '不能为空')
      .max(40, '不能超过 40 项')
      .refine((weeks) => new Set(weeks).size === weeks.length, '不能重复'),
    /** The accounts (学号 / 工号) of the students and teachers on it: their timetables show it. */
    accounts: z.array(accountSchema).min(1, '不能为空').max(1000, '不能超过 1000 项'),
  })
  .refine((body) => body.endPeriod >= body.startPeriod, { path: ['endPeriod'], message: '结束节次不能早于开始节次' });
export type TimetableEntryPush = z.input<typeof timetableEntryPushSchema>;

export const schedulePushApi = {
  term: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/school-calendar/terms`,
    policy: { caller: 'pushKey' },
    summary: '推送学期（按 externalId 幂等；第 1 周从开始日期的周一起；需接入密钥）',
    body: termPushSchema,
    data: pushResultSchema,
  }),
  event: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/school-calendar/events`,
    policy: { caller: 'pushKey' },
    summary: '推送校历事项（假期、考试、活动；按 externalId 幂等；需接入密钥）',
    body: calendarEventPushSchema,
    data: pushResultSchema,
  }),
  timetableEntry: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/timetable-entries`,
    policy: { caller: 'pushKey' },
    summary: '推送课表条目（一个教学班的一次排课及其成员；按 externalId 幂等，成员整体替换；需接入密钥）',
    body: timetableEntryPushSchema,
    data: pushResultSchema,
  }),
};
