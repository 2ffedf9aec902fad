import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import {
  CODE,
  FINAL_APPLICATION_STATUSES,
  isBadRating,
  RATING_NOT_FINISHED,
  RATING_TWICE,
  shanghaiDay,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { applications } from '../applications';
import type { WorkCalendar } from '../calendar';
import { apps, departmentNames } from '../service-hall';
import { dueDayOf } from './ratings.service';
import { ratings, type RatingRow } from './ratings.table';

export const RATING_APPLICATION_NOT_FOUND = '办件不存在';

interface Owner {
  fid: number;
  uid: number;
}

/** The unit's service of that name (the first, should two share it) and its department. */
async function serviceNamed(db: Db, fid: number, name: string) {
  const [service] = await db
    .select({ id: apps.id, deptId: apps.deptId })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.name, name)))
    .orderBy(asc(apps.id))
    .limit(1);
  return service;
}

/**
 * Rates one of the owner's applications once it ended (办结 or 不予受理). Another person's application is as unknown
 * as a missing one; a second rating is 409. A 差评's deadline is counted through the working-day calendar.
 */
export async function rateApplication(
  db: Db,
  calendar: WorkCalendar,
  owner: Owner,
  input: { applicationId: number; level: number; tags: string[]; content: string },
  now = new Date(),
): Promise<RatingRow> {
  const [application] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.id, input.applicationId), eq(applications.fid, owner.fid), eq(applications.uid, owner.uid)),
    );
  if (!application) throw new BusinessError(CODE.notFound, RATING_APPLICATION_NOT_FOUND, 404);
  if (!(FINAL_APPLICATION_STATUSES as readonly number[]).includes(application.status)) {
    throw new BusinessError(CODE.badRequest, RATING_NOT_FINISHED, 400);
  }
  const service = await serviceNamed(db, owner.fid, application.serviceName);
  const deptId = service?.deptId ?? null;
  const deptName = deptId ? (await departmentNames(db, owner.fid, [deptId])).get(deptId) : undefined;
  const ratedDay = shanghaiDay(now);
  const bad = isBadRating(input.level);
  const [row] = await db
    .insert(ratings)
    .values({
      fid: owner.fid,
      uid: owner.uid,
      applicationId: application.id,
      serviceId: service?.id ?? null,
      deptId,
      applyNo: application.applyNo,
      serviceName: application.serviceName,
      deptName: deptName ?? application.deptName,
      level: input.level,
      tags: input.tags,
      content: input.content,
      ratedAt: now,
      ratedDay,
      dueDay: dueDayOf(calendar, ratedDay, input.level),
      followUp: bad ? 'pending' : 'none',
    })
    .onConflictDoNothing({ target: ratings.applicationId })
    .returning();
  if (!row) throw new BusinessError(CODE.conflict, RATING_TWICE, 409);
  return row;
}

/** The owner's ratings of these applications. */
export const ratingsOf = (db: Db, owner: Owner, applicationIds: number[]) =>
  applicationIds.length === 0
    ? Promise.resolve([] as RatingRow[])
    : db
        .select()
        .from(ratings)
        .where(
          and(eq(ratings.fid, owner.fid), eq(ratings.uid, owner.uid), inArray(ratings.applicationId, applicationIds)),
        );

/** Counts per level of a service of the unit, appeals granted left out. */
export const levelCounts = (db: Db, fid: number, serviceId: number) =>
  db
    .select({ level: ratings.level, count: count() })
    .from(ratings)
    .where(and(eq(ratings.fid, fid), eq(ratings.serviceId, serviceId), not(ratings.excluded)))
    .groupBy(ratings.level);

/** The names of the unit's services among `ids`. */
export async function serviceNames(db: Db, fid: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.fid, fid), inArray(apps.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
