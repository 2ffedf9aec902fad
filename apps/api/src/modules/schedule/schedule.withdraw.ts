import { and, eq } from 'drizzle-orm';
import { CODE } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import type { Withdrawer } from '../integration';
import { sourceOf } from './schedule.push';
import { schoolCalendarEvents, schoolTerms, timetableCourses } from './schedule.table';

const TERM_IN_USE = '该学期仍有课表条目，请先撤回这些课表条目';

/** Withdrawing what a system pushed to the timetable and the school calendar (ADR 039). */
export const scheduleWithdrawers: Record<'timetableEntry' | 'calendarEvent' | 'term', Withdrawer> = {
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
};
