import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  adminCalendarApi,
  CALENDAR_FIRST_YEAR,
  CALENDAR_YEARS_AHEAD,
  CODE,
  shanghaiDay,
  type CalendarDay,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import { BusinessError } from '../../lib/envelope';
import { serveAdmin } from '../access';
import { recordAdminWrite } from '../audit';
import { calendarDays } from './calendar.table';
import { officialSchedule } from './official-schedule';
import { workCalendar } from './work-calendar';

const columns = {
  day: calendarDays.day,
  workday: calendarDays.workday,
  name: calendarDays.name,
  source: calendarDays.source,
};

/** Only days the calendar can matter to: from its first year to a few years ahead. */
function assertInRange(day: string) {
  const year = Number(day.slice(0, 4));
  const last = Number(shanghaiDay(new Date()).slice(0, 4)) + CALENDAR_YEARS_AHEAD;
  if (year < CALENDAR_FIRST_YEAR || year > last)
    throw new BusinessError(CODE.badRequest, `只能设置 ${CALENDAR_FIRST_YEAR} 年至 ${last} 年的日期`, 400);
}

const described = (day: CalendarDay | undefined) => day && { day: day.day, workday: day.workday, name: day.name };

/** 工作日历 of the console (ADR 086): the platform's holidays and 调休 days, by year. */
export function calendarAdminRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const stored = async (day: string) =>
    (await db.select(columns).from(calendarDays).where(eq(calendarDays.day, day)))[0];

  serveAdmin(app, adminCalendarApi.year, async ({ query }) => {
    const days = await db
      .select(columns)
      .from(calendarDays)
      .where(and(gte(calendarDays.day, `${query.year}-01-01`), lte(calendarDays.day, `${query.year}-12-31`)))
      .orderBy(asc(calendarDays.day));
    const { knownThrough } = await workCalendar(db, cache);
    return { year: query.year, knownThrough, days };
  });

  serveAdmin(app, adminCalendarApi.save, async ({ body, request, scope }) => {
    assertInRange(body.day);
    const before = await stored(body.day);
    const after = { day: body.day, workday: body.workday, name: body.name, source: 'console' as const };
    await db
      .insert(calendarDays)
      .values(after)
      .onConflictDoUpdate({
        target: calendarDays.day,
        set: { workday: after.workday, name: after.name, source: after.source, updatedAt: new Date() },
      });
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: 'calendar.save',
      target: `工作日历 ${body.day}`,
      before: described(before) ?? null,
      after: described(after)!,
    });
    return after;
  });

  serveAdmin(app, adminCalendarApi.restore, async ({ body, request, scope }) => {
    assertInRange(body.day);
    const before = await stored(body.day);
    const official = officialSchedule().find((day) => day.day === body.day);
    const restored = official ? { ...official, source: 'official' as const } : null;
    await db.transaction(async (tx) => {
      await tx.delete(calendarDays).where(eq(calendarDays.day, body.day));
      if (restored) await tx.insert(calendarDays).values(restored);
    });
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: 'calendar.restore',
      target: `工作日历 ${body.day}`,
      before: described(before) ?? null,
      after: described(restored ?? undefined) ?? null,
    });
    return { day: body.day, restored };
  });
}
