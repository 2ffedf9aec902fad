import { and, asc, eq, gt, inArray, isNull, like } from 'drizzle-orm';
import { BAD_RATING_WORKDAYS, shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { MemoCache } from '../../lib/memo-cache';
import { workCalendar } from '../../modules/calendar';
import { applications, apps, departments, ratings } from '../../schema';
import type { Prng } from './prng';

const PAGE = 2000;
const DAY = 86_400_000;
/** Levels as people give them: mostly praise, one in six a 差评. */
const LEVELS = [5, 5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1] as const;
const FOLLOW_UPS = ['pending', 'rectified', 'rectified', 'visited', 'visited', 'visited'] as const;

/**
 * Ratings for about seven in ten of a unit's ended applications not rated yet (the rating statistics' and the 差评
 * work list's benchmarks read them): levels weighted to praise, 差评 in every stage of their follow-up with their
 * deadlines through the working-day calendar. Idempotent: a rated application is skipped. Returns how many were added.
 */
export async function seedLargeRatings(db: Db, fid: number, random: Prng, now = new Date()) {
  const calendar = await workCalendar(db, new MemoCache({ ttlMs: 60_000, maxEntries: 1 }));
  const services = new Map(
    (
      await db
        .select({ id: apps.id, name: apps.name, deptId: apps.deptId, deptName: departments.name })
        .from(apps)
        .leftJoin(departments, eq(departments.id, apps.deptId))
        .where(eq(apps.fid, fid))
        .orderBy(asc(apps.id))
    )
      .reverse()
      .map((row) => [row.name, row]),
  );
  const today = shanghaiDay(now);
  let added = 0;
  for (let after = 0; ;) {
    const page = await db
      .select({ application: applications })
      .from(applications)
      .leftJoin(ratings, eq(ratings.applicationId, applications.id))
      .where(
        and(
          eq(applications.fid, fid),
          gt(applications.id, after),
          inArray(applications.status, [5, 6]),
          // The generated applications (numbered L…): the demo accounts' own stay as the demo has them.
          like(applications.applyNo, 'L%'),
          isNull(ratings.id),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page.at(-1)!.application.id;
    const rows = page.flatMap(({ application }) => {
      // Which are rated follows from the id, so a second run skips the same three in ten again.
      if (application.id % 10 >= 7) return [];
      const level = random.pick(LEVELS);
      const service = services.get(application.serviceName);
      const ratedAt = new Date(Math.min(now.getTime(), application.updatedAt.getTime() + random.below(5) * DAY));
      const ratedDay = shanghaiDay(ratedAt);
      const bad = level <= 2;
      const dueDay = bad ? calendar.addWorkdays(ratedDay, BAD_RATING_WORKDAYS) : '';
      // A 差评 still within its time is mostly open; an old one mostly followed up, a few left overdue.
      const followUp = bad ? (dueDay >= today ? 'pending' : random.pick(FOLLOW_UPS)) : 'none';
      const done = followUp === 'rectified' || followUp === 'visited';
      const fixedDay = shanghaiDay(new Date(ratedAt.getTime() + (3 + random.below(20)) * DAY));
      return [
        {
          fid,
          uid: application.uid,
          applicationId: application.id,
          serviceId: service?.id ?? null,
          deptId: service?.deptId ?? null,
          applyNo: application.applyNo,
          serviceName: application.serviceName,
          deptName: service?.deptName ?? application.deptName,
          level,
          tags: bad ? ['多次跑腿'] : level >= 4 ? ['办事快捷'] : [],
          content: '',
          ratedAt,
          ratedDay,
          dueDay,
          followUp,
          rectification: done ? '已整改' : '',
          rectifiedDay: done ? fixedDay : '',
          ...(followUp === 'visited' ? { visitDay: fixedDay, visitWay: '电话', visitAnswer: '满意' } : {}),
        } satisfies typeof ratings.$inferInsert,
      ];
    });
    if (rows.length > 0) {
      added += (await db.insert(ratings).values(rows).onConflictDoNothing().returning({ id: ratings.id })).length;
    }
  }
  return added;
}
