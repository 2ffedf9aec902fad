import { and, asc, count, desc, eq, not, sql } from 'drizzle-orm';
import type { Audience } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { appClickDays, apps, listCondition, selectApps, visibleTo } from '../service-hall';
import type { Viewer } from '../../lib/viewer';
import {
  contentItems,
  homeCars,
  homeTools,
  homeVisits,
  recommendationApps,
  recommendations,
  searchKeywords,
  specialApps,
  specials,
  visitEnvironmentDays,
} from './home.table';

/** The common tools of a unit, in display order. */
export const listTools = (db: Db, fid: number) =>
  db
    .select({ id: homeTools.id, name: homeTools.name, icon: homeTools.icon, link: homeTools.link })
    .from(homeTools)
    .where(eq(homeTools.fid, fid))
    .orderBy(asc(homeTools.sort), asc(homeTools.id));

/** The theme cards of a unit, in display order. */
export const listCars = (db: Db, fid: number) =>
  db
    .select({
      id: homeCars.id,
      title: homeCars.title,
      subtitle: homeCars.subtitle,
      image: homeCars.image,
      link: homeCars.link,
    })
    .from(homeCars)
    .where(eq(homeCars.fid, fid))
    .orderBy(asc(homeCars.sort), asc(homeCars.id));

/** The newest `size` items of one content category of a unit, newest first. */
export const listNewestItems = (db: Db, fid: number, categoryId: number, size: number) =>
  db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.fid, fid), eq(contentItems.categoryId, categoryId)))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(size);

/** The join of a special's or group's apps that the viewer sees, within the unit. */
const visibleApp = (fid: number, viewer: Viewer) => and(eq(apps.fid, fid), visibleTo(viewer));

/** The specials of a unit with how many of their apps the viewer sees, in display order. */
export const listSpecials = (db: Db, fid: number, viewer: Viewer) =>
  db
    .select({
      id: specials.id,
      name: specials.name,
      summary: specials.summary,
      cover: specials.cover,
      appCount: count(apps.id),
    })
    .from(specials)
    .leftJoin(specialApps, eq(specialApps.specialId, specials.id))
    .leftJoin(apps, and(eq(apps.id, specialApps.appId), visibleApp(fid, viewer)))
    .where(and(eq(specials.fid, fid), eq(specials.enabled, true)))
    .groupBy(specials.id)
    .orderBy(asc(specials.sort), asc(specials.id));

/** The special with this id in this unit (at most one row). */
export const findSpecial = (db: Db, fid: number, id: number) =>
  db
    .select()
    .from(specials)
    .where(and(eq(specials.fid, fid), eq(specials.id, id), eq(specials.enabled, true)));

/** The apps of a special that the viewer sees, in the special's order. */
export const listSpecialApps = (db: Db, fid: number, specialId: number, viewer: Viewer) =>
  selectApps(db)
    .innerJoin(specialApps, and(eq(specialApps.appId, apps.id), eq(specialApps.specialId, specialId)))
    .where(visibleApp(fid, viewer))
    .orderBy(asc(specialApps.sort), asc(apps.id));

/** The recommendation group with this id in this unit (at most one row). */
export const findRecommendation = (db: Db, fid: number, id: number) =>
  db
    .select({ id: recommendations.id, name: recommendations.name })
    .from(recommendations)
    .where(and(eq(recommendations.fid, fid), eq(recommendations.id, id)));

/** The apps of a recommendation group that the viewer sees, in the group's order. */
export const listRecommendationApps = (db: Db, fid: number, groupId: number, viewer: Viewer) =>
  selectApps(db)
    .innerJoin(
      recommendationApps,
      and(eq(recommendationApps.appId, apps.id), eq(recommendationApps.recommendationId, groupId)),
    )
    .where(visibleApp(fid, viewer))
    .orderBy(asc(recommendationApps.sort), asc(apps.id));

export type RecommendType = 'hot' | 'new' | 'recommended';

const recommendOrder = {
  hot: [desc(apps.hits), asc(apps.id)],
  new: [desc(apps.createdAt), desc(apps.id)],
  recommended: [asc(apps.sort), asc(apps.id)],
} as const;

/** Services the viewer sees, by type: hot (most hits), new (newest) or recommended; optionally for one audience. */
export const listByType = (
  db: Db,
  fid: number,
  viewer: Viewer,
  options: { type: RecommendType; audience?: Audience | undefined; size: number },
) =>
  selectApps(db)
    .where(
      and(
        listCondition(fid, { attributeType: 1, audience: options.audience }, viewer),
        options.type === 'recommended' ? eq(apps.recommended, true) : undefined,
      ),
    )
    .orderBy(...recommendOrder[options.type])
    .limit(options.size);

/** How many apps of an attributeType the viewer sees, and how many departments handle a visible service. */
export async function countVisible(db: Db, fid: number, viewer: Viewer) {
  const [row] = await db
    .select({
      services: sql<number>`count(*) filter (where ${apps.attributeType} = 1)`.mapWith(Number),
      systems: sql<number>`count(*) filter (where ${apps.attributeType} = 2)`.mapWith(Number),
      departments: sql<number>`count(distinct ${apps.deptId}) filter (where ${apps.attributeType} = 1)`.mapWith(Number),
    })
    .from(apps)
    .where(visibleApp(fid, viewer));
  return { services: row?.services ?? 0, systems: row?.systems ?? 0, departments: row?.departments ?? 0 };
}

/** Service clicks of a unit, all time and on the given Asia/Shanghai day, from its counters per day. */
export async function countClicks(db: Db, fid: number, day: string) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${appClickDays.count}), 0)`.mapWith(Number),
      today: sql<number>`coalesce(sum(${appClickDays.count}) filter (where ${appClickDays.day} = ${day}), 0)`.mapWith(
        Number,
      ),
    })
    .from(appClickDays)
    .where(eq(appClickDays.fid, fid));
  return { total: row?.total ?? 0, today: row?.today ?? 0 };
}

/** A unit's visits per channel (terminal type), all time and on the given Asia/Shanghai day. */
export const countVisitsByChannel = (db: Db, fid: number, day: string) =>
  db
    .select({
      terminalType: homeVisits.terminalType,
      total: sql<number>`sum(${homeVisits.count})`.mapWith(Number),
      today: sql<number>`coalesce(sum(${homeVisits.count}) filter (where ${homeVisits.day} = ${day}), 0)`.mapWith(
        Number,
      ),
    })
    .from(homeVisits)
    .where(eq(homeVisits.fid, fid))
    .groupBy(homeVisits.terminalType);

/**
 * Adds one visit to a unit's counters of this day: by terminal type (channel) and by client environment. One row per
 * unit, day and channel (or environment), bumped in place (a visit is never a row of its own); returns the day's new
 * count of the channel.
 */
export async function addVisit(db: Db, fid: number, day: string, terminalType: number, environment: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(homeVisits)
      .values({ fid, day, terminalType, count: 1 })
      .onConflictDoUpdate({
        target: [homeVisits.fid, homeVisits.day, homeVisits.terminalType],
        set: { count: sql`${homeVisits.count} + 1` },
      })
      .returning({ count: homeVisits.count });
    await tx
      .insert(visitEnvironmentDays)
      .values({ fid, day, environment, count: 1 })
      .onConflictDoUpdate({
        target: [visitEnvironmentDays.fid, visitEnvironmentDays.day, visitEnvironmentDays.environment],
        set: { count: sql`${visitEnvironmentDays.count} + 1` },
      });
    return row?.count ?? 0;
  });
}

/** A unit's hot list: the words the console pinned, then the most searched; those it hid left out. */
export const listHotKeywords = (db: Db, fid: number, limit: number) =>
  db
    .select({ keyword: searchKeywords.keyword, count: searchKeywords.count })
    .from(searchKeywords)
    .where(and(eq(searchKeywords.fid, fid), not(searchKeywords.hidden)))
    .orderBy(desc(searchKeywords.pinned), desc(searchKeywords.count), asc(searchKeywords.keyword))
    .limit(limit);

/** Counts one search of a keyword on a unit (for the search feature). */
export async function addSearchKeyword(db: Db, fid: number, keyword: string) {
  await db
    .insert(searchKeywords)
    .values({ fid, keyword, count: 1 })
    .onConflictDoUpdate({
      target: [searchKeywords.fid, searchKeywords.keyword],
      set: { count: sql`${searchKeywords.count} + 1` },
    });
}
