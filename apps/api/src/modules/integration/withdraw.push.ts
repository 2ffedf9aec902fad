import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CODE, integrationApi, type WithdrawKind } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { approvals } from '../approval/approval.table';
import { inboxItems } from '../info-center/info-center.table';
import { sourceOf } from '../schedule/schedule.push';
import { schoolCalendarEvents, schoolTerms, timetableCourses } from '../schedule/schedule.table';
import type { IntegrationKeyRow } from './integration.table';
import { servePush } from './integration.serve';

const TERM_IN_USE = '该学期仍有课表条目，请先撤回这些课表条目';

/**
 * Removes what this key's system pushed under `externalId` in its unit, and nothing else: rows of another unit or
 * another system never match. Answers how many rows went (0: gone already).
 */
const withdrawers: Record<WithdrawKind, (db: Db, key: IntegrationKeyRow, externalId: string) => Promise<number>> = {
  // Its roster goes with it (timetable_members cascades).
  timetableEntry: async (db, key, externalId) =>
    (
      await db
        .delete(timetableCourses)
        .where(and(eq(timetableCourses.fid, key.fid), eq(timetableCourses.sourceId, sourceOf(key.name, externalId))))
        .returning({ id: timetableCourses.id })
    ).length,
  calendarEvent: async (db, key, externalId) =>
    (
      await db
        .delete(schoolCalendarEvents)
        .where(
          and(eq(schoolCalendarEvents.fid, key.fid), eq(schoolCalendarEvents.sourceId, sourceOf(key.name, externalId))),
        )
        .returning({ id: schoolCalendarEvents.id })
    ).length,
  // A term's timetable would go with it (the foreign key cascades): refused while it has entries.
  term: async (db, key, externalId) =>
    db.transaction(async (tx) => {
      const [term] = await tx
        .select({ id: schoolTerms.id })
        .from(schoolTerms)
        .where(and(eq(schoolTerms.fid, key.fid), eq(schoolTerms.sourceId, sourceOf(key.name, externalId))))
        .for('update');
      if (!term) return 0;
      const [course] = await tx
        .select({ id: timetableCourses.id })
        .from(timetableCourses)
        .where(eq(timetableCourses.termId, term.id))
        .limit(1);
      if (course) throw new BusinessError(CODE.conflict, TERM_IN_USE, 409);
      await tx.delete(schoolTerms).where(eq(schoolTerms.id, term.id));
      return 1;
    }),
  message: async (db, key, externalId) =>
    (
      await db
        .delete(inboxItems)
        .where(
          and(
            eq(inboxItems.fid, key.fid),
            eq(inboxItems.kind, 'message'),
            eq(inboxItems.sourceType, key.name),
            eq(inboxItems.sourceId, externalId),
          ),
        )
        .returning({ id: inboxItems.id })
    ).length,
  // Every person's relation to it (待我审批, 抄送我的 …) goes.
  approval: async (db, key, externalId) =>
    (
      await db
        .delete(approvals)
        .where(
          and(eq(approvals.fid, key.fid), eq(approvals.sourceSystem, key.name), eq(approvals.externalId, externalId)),
        )
        .returning({ id: approvals.id })
    ).length,
};

/**
 * Withdrawals (ADR 039): a system takes back a record it pushed — a cancelled class, a withdrawn calendar event, a
 * message sent in error, an approval deleted at the source. Idempotent: withdrawing what is gone answers
 * `deleted: false`. Audited and rate-limited as a push.
 */
export function withdrawPushes(app: FastifyInstance, db: Db) {
  servePush(app, db, integrationApi.withdraw, async ({ body, key }) => {
    const rows = await withdrawers[body.kind](db, key, body.externalId);
    return { externalId: body.externalId, deleted: rows > 0, rows };
  });
}
