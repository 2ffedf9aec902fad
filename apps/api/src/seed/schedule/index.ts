import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  users,
  classPeriods,
  scheduleItems,
  schoolCalendarEvents,
  schoolTerms,
  timetableCourses,
  timetableMembers,
} from '../../schema';
import { COURSE_SEEDS, PERIOD_SEEDS, demoSchoolYear } from './term';

const at = (value: string) => new Date(`${value.replace(' ', 'T')}:00+08:00`);

/**
 * Seeds a campus unit's schedule center around `today`: terms, the daily timetable, the school calendar, the current
 * term's timetable of its demo student and teacher, and their personal items. A unit without those accounts (the
 * city) gets nothing: it has no terms.
 */
export async function seedSchedule(tx: Db, fid: number, today: string) {
  const accounts = await tx
    .select({ uid: users.uid, username: users.username })
    .from(users)
    .where(and(eq(users.fid, fid), inArray(users.username, ['2023001', 'T1001'])));
  if (accounts.length === 0) return;
  const uidOf = new Map(accounts.map((account) => [account.username, account.uid]));
  const year = demoSchoolYear(today);
  const terms = await tx
    .insert(schoolTerms)
    .values(year.terms.map(({ current: _current, ...term }) => ({ fid, ...term })))
    .returning({ id: schoolTerms.id, name: schoolTerms.name });
  const current = terms.find((term) => term.name === year.terms.find((seed) => seed.current)?.name)!;
  await tx.insert(classPeriods).values(
    PERIOD_SEEDS.map(([kind, period, name, section, startTime, endTime], index) => ({
      fid,
      sort: index + 1,
      kind,
      period,
      name,
      section,
      startTime,
      endTime,
    })),
  );
  await tx
    .insert(schoolCalendarEvents)
    .values(
      year.events.map(([kind, title, startDate, endDate, note]) => ({ fid, kind, title, startDate, endDate, note })),
    );
  for (const { key, accounts: members, ...course } of COURSE_SEEDS) {
    const uids = members.flatMap((account) => uidOf.get(account) ?? []);
    if (uids.length === 0) continue;
    const [row] = await tx
      .insert(timetableCourses)
      .values({ fid, termId: current.id, ...course, sourceId: `demo-${key}` })
      .returning({ id: timetableCourses.id });
    await tx.insert(timetableMembers).values(uids.map((uid) => ({ uid, courseId: row!.id })));
  }
  for (const [account, items] of Object.entries(year.items)) {
    const uid = uidOf.get(account);
    if (uid === undefined) continue;
    await tx.insert(scheduleItems).values(
      items.map((item) => ({
        fid,
        uid,
        title: item.title,
        startsAt: at(item.start),
        endsAt: at(item.end),
        place: item.place,
        notes: item.notes,
      })),
    );
  }
}

/** Gives a unit seeded before the schedule center its terms and timetables, once. */
export async function seedScheduleIfEmpty(db: Db, fid: number, today: string) {
  const [term] = await db.select({ id: schoolTerms.id }).from(schoolTerms).where(eq(schoolTerms.fid, fid)).limit(1);
  if (term) return;
  await db.transaction(async (tx) => seedSchedule(tx as unknown as Db, fid, today));
}
