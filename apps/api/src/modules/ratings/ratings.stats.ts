import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { RatingStatsBy, RatingStatsRow } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { percent } from './ratings.service';
import { ratings } from './ratings.table';
import type { WorkListScope } from './ratings.work-list';

/** `YYYY-MM` moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

// Grouped by ids, named afterwards: the query reads nothing but the statistics index.
const GROUPS: Readonly<Record<RatingStatsBy, ReturnType<typeof sql<string>>>> = {
  service: sql<string>`coalesce(${ratings.serviceId}::text, '')`,
  department: sql<string>`coalesce(${ratings.deptId}::text, '')`,
  month: sql<string>`substr(${ratings.ratedDay}, 1, 7)`,
};

/** Names for the groups' keys: services' and departments' as they are called now. */
export type NameKeys = (by: RatingStatsBy, keys: number[]) => Promise<Map<number, string>>;
const UNNAMED: Readonly<Record<RatingStatsBy, string>> = { service: '未关联事项', department: '未归属部门', month: '' };

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
const bad = sql`${ratings.level} <= 2`;

/** The statistics' query over months `from` up to (not including) `until`, `YYYY-MM` (its plan is checked). */
export function statsQuery(
  db: Db,
  scope: WorkListScope,
  by: RatingStatsBy,
  { from, until }: { from: string; until: string },
  today: string,
) {
  const group = GROUPS[by];
  return db
    .select({
      key: group,
      count: sql<number>`count(*)::int`,
      l5: countWhere(sql`${ratings.level} = 5`),
      l4: countWhere(sql`${ratings.level} = 4`),
      l3: countWhere(sql`${ratings.level} = 3`),
      l2: countWhere(sql`${ratings.level} = 2`),
      l1: countWhere(sql`${ratings.level} = 1`),
      bad: countWhere(bad),
      rectified: countWhere(sql`${bad} and ${ratings.followUp} in ('rectified', 'visited')`),
      overdue: countWhere(
        sql`${bad} and ((${ratings.followUp} = 'pending' and ${ratings.dueDay} < ${today}) or ${ratings.rectifiedDay} > ${ratings.dueDay})`,
      ),
    })
    .from(ratings)
    .where(
      and(
        eq(ratings.fid, scope.fid),
        gte(ratings.ratedDay, `${from}-01`),
        lt(ratings.ratedDay, `${until}-01`),
        eq(ratings.excluded, false),
        scope.departments === 'all' ? undefined : inArray(ratings.deptId, scope.departments),
      ),
    )
    .groupBy(group)
    .orderBy(by === 'month' ? desc(group) : desc(sql`count(*)`), group)
    .limit(500);
}

/**
 * 好差评 statistics of the caller's scope (issue 38 §2): per service or department for one month (this one unless
 * chosen), per month for the twelve up to today's (or the one chosen); appeals granted left out. Counts per level, satisfied share, how many 差评
 * were put right and how many missed their deadline. `nameKeys` names the services and departments.
 */
export async function ratingStats(
  db: Db,
  scope: WorkListScope,
  by: RatingStatsBy,
  month: string | undefined,
  today: string,
  nameKeys: NameKeys,
): Promise<RatingStatsRow[]> {
  // Services and departments are counted for one month (this one unless chosen), months for the last twelve.
  const chosen = month ?? (by === 'month' ? undefined : today.slice(0, 7));
  const from = chosen ?? shiftMonth(today.slice(0, 7), -11);
  const until = chosen ? shiftMonth(chosen, 1) : shiftMonth(today.slice(0, 7), 1);
  const rows = await statsQuery(db, scope, by, { from, until }, today);
  const names =
    by === 'month'
      ? new Map<number, string>()
      : await nameKeys(
          by,
          rows.filter((row) => row.key).map((row) => Number(row.key)),
        );
  return rows.map((row) => ({
    key: row.key,
    name: by === 'month' ? row.key : (names.get(Number(row.key)) ?? UNNAMED[by]),
    count: row.count,
    levels: [row.l5, row.l4, row.l3, row.l2, row.l1],
    satisfiedPercent: percent(row.l5 + row.l4 + row.l3, row.count),
    bad: row.bad,
    rectifiedPercent: percent(row.rectified, row.bad),
    overdue: row.overdue,
  }));
}
