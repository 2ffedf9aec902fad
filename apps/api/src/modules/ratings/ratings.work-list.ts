import { and, asc, count, eq, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { BadRatingFilter } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { users } from '../users';
import { ratings } from './ratings.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose 差评 a console caller sees: the unit's, and of a 事项管理员 only their departments' services'. */
export interface WorkListScope {
  fid: number;
  departments: 'all' | number[];
}

const inScope = (scope: WorkListScope): SQL | undefined =>
  and(
    eq(ratings.fid, scope.fid),
    // The partial indexes' predicate, written as they are.
    lte(ratings.level, 2),
    scope.departments === 'all' ? undefined : inArray(ratings.deptId, scope.departments),
  );

const FILTERS: Readonly<Record<BadRatingFilter, (today: string) => SQL | undefined>> = {
  all: () => undefined,
  pending: () => and(eq(ratings.followUp, 'pending'), eq(ratings.excluded, false)),
  rectified: () => eq(ratings.followUp, 'rectified'),
  visited: () => eq(ratings.followUp, 'visited'),
  appealing: () => eq(ratings.appeal, 'appealing'),
  overdue: (today) => and(eq(ratings.followUp, 'pending'), eq(ratings.excluded, false), lt(ratings.dueDay, today)),
};

const columns = { rating: ratings, personName: users.name };

/** The query of one page of the work list, nearest deadline first (its plan is checked in the performance test). */
export const badRatingsPageQuery = (
  db: Db,
  scope: WorkListScope,
  filter: BadRatingFilter,
  today: string,
  page: number,
  size: number,
) =>
  db
    .select(columns)
    .from(ratings)
    .innerJoin(users, eq(users.uid, ratings.uid))
    .where(and(inScope(scope), FILTERS[filter](today)))
    .orderBy(asc(ratings.dueDay), asc(ratings.id))
    .limit(size)
    .offset((page - 1) * size);

/** One page of the work list, nearest deadline first, and its total. */
export async function pageBadRatings(
  db: Db,
  scope: WorkListScope,
  filter: BadRatingFilter,
  today: string,
  page: number,
  size: number,
) {
  const [rows, [total]] = await Promise.all([
    badRatingsPageQuery(db, scope, filter, today, page, size),
    db
      .select({ total: count() })
      .from(ratings)
      .where(and(inScope(scope), FILTERS[filter](today))),
  ]);
  return { rows: rows.map((row) => ({ ...row.rating, personName: row.personName })), total: total?.total ?? 0 };
}

/** One 差评 in the caller's scope, locked for a change; undefined when it is not theirs to see. */
export async function lockBadRating(tx: Tx, scope: WorkListScope, id: number) {
  const [row] = await tx
    .select(columns)
    .from(ratings)
    .innerJoin(users, eq(users.uid, ratings.uid))
    .where(and(inScope(scope), eq(ratings.id, id)))
    .for('update', { of: ratings });
  return row ? { ...row.rating, personName: row.personName } : undefined;
}
