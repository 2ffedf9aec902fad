import type { FastifyInstance } from 'fastify';
import { and, eq, or, sql } from 'drizzle-orm';
import { CODE, schedulePushApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { resolveAccounts, servePush } from '../integration';
import { daysBetween } from './schedule.dates';
import { schoolCalendarEvents, schoolTerms, timetableCourses, timetableMembers } from './schedule.table';

/** The stored id of a pushed record: the system's own id, kept apart per pushing system (its key's name). */
export const sourceOf = (system: string, externalId: string) => `${system}:${externalId}`;

/** xmax is 0 for a row the statement inserted, not for one it updated. */
const inserted = sql<boolean>`(xmax = 0)`;

/**
 * Pushes of the 教务 system (ADR 038 with ADR 039's push scope): terms, school calendar events and timetable entries,
 * each upserted by (unit, system:externalId). A timetable entry's roster is replaced as a whole in the same
 * transaction, so pushing it again with a student less takes the class off that student's timetable.
 */
export function schedulePushes(app: FastifyInstance, db: Db) {
  servePush(app, db, schedulePushApi.term, async ({ body, key }) => {
    const weekCount = Math.ceil((daysBetween(body.startDate, body.endDate) + 1) / 7);
    const values = { name: body.name, startDate: body.startDate, endDate: body.endDate, weekCount };
    const [row] = await db
      .insert(schoolTerms)
      .values({ fid: key.fid, ...values, sourceId: sourceOf(key.name, body.externalId) })
      .onConflictDoUpdate({ target: [schoolTerms.fid, schoolTerms.sourceId], set: values })
      .returning({ inserted });
    return { externalId: body.externalId, created: !!row?.inserted, rows: 1 };
  });

  servePush(app, db, schedulePushApi.event, async ({ body, key }) => {
    const values = {
      kind: body.kind,
      title: body.title,
      startDate: body.startDate,
      endDate: body.endDate,
      note: body.note,
    };
    const [row] = await db
      .insert(schoolCalendarEvents)
      .values({ fid: key.fid, ...values, sourceId: sourceOf(key.name, body.externalId) })
      .onConflictDoUpdate({ target: [schoolCalendarEvents.fid, schoolCalendarEvents.sourceId], set: values })
      .returning({ inserted });
    return { externalId: body.externalId, created: !!row?.inserted, rows: 1 };
  });

  servePush(app, db, schedulePushApi.timetableEntry, async ({ body, key }) => {
    const fid = key.fid;
    // The term by the id this system pushed it with, else by its name (a term the portal already has).
    const terms = await db
      .select({ id: schoolTerms.id, sourceId: schoolTerms.sourceId })
      .from(schoolTerms)
      .where(
        and(
          eq(schoolTerms.fid, fid),
          or(eq(schoolTerms.sourceId, sourceOf(key.name, body.term)), eq(schoolTerms.name, body.term)),
        ),
      );
    const term = terms.find((row) => row.sourceId === sourceOf(key.name, body.term)) ?? terms[0];
    if (!term) throw new BusinessError(CODE.badRequest, `学期 ${body.term.slice(0, 64)} 不存在，请先推送学期`, 400);
    const people = await resolveAccounts(db, fid, [{ field: 'accounts', accounts: body.accounts }]);
    const uids = [...new Set(body.accounts.map((account) => people.get(account.toLowerCase())!.uid))];
    const values = {
      termId: term.id,
      courseName: body.courseName,
      teacher: body.teacher,
      place: body.place,
      weekday: body.weekday,
      startPeriod: body.startPeriod,
      endPeriod: body.endPeriod,
      weeks: [...body.weeks].sort((a, b) => a - b),
      updatedAt: new Date(),
    };
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(timetableCourses)
        .values({ fid, ...values, sourceId: sourceOf(key.name, body.externalId) })
        .onConflictDoUpdate({ target: [timetableCourses.fid, timetableCourses.sourceId], set: values })
        .returning({ id: timetableCourses.id, inserted });
      await tx.delete(timetableMembers).where(eq(timetableMembers.courseId, row!.id));
      await tx.insert(timetableMembers).values(uids.map((uid) => ({ uid, courseId: row!.id })));
      return !!row!.inserted;
    });
    return { externalId: body.externalId, created, rows: uids.length };
  });
}
