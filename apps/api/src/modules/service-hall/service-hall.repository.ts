import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Audience, shanghaiDay } from '@yizhan/contracts';
import { containsPattern } from '@yizhan/server-kit';
import type { Db } from '../../db/client';
import type { Viewer } from '../../lib/viewer';
import {
  appCollects,
  appClickDays,
  appDayClicks,
  appClicks,
  appGuides,
  appLabelLinks,
  appLabels,
  appRecentUses,
  apps,
  appTypes,
  departments,
  type AppRow,
} from './service-hall.table';

/**
 * The apps a viewer may see (spec §6, the menu rule): guests the visitor ones, users those of their type; an app
 * taken off the shelves in the console (下架, ADR 071) by no one.
 */
export function visibleTo(viewer: Viewer): SQL {
  const listed = eq(apps.listed, true);
  if (viewer.userType === null) return and(eq(apps.visitorVisible, true), listed)!;
  return and(or(sql`cardinality(${apps.roles}) = 0`, sql`${viewer.userType} = any(${apps.roles})`), listed)!;
}

const appColumns = { ...getTableColumns(apps), deptName: departments.name, typeName: appTypes.name };

/** An app row with its department and type names. */
export type AppListRow = AppRow & { deptName: string; typeName: string };

/** SELECT of app rows with their department and type names (and any extra columns), for lists built elsewhere. */
export const selectApps = <E extends Record<string, AnyPgColumn>>(db: Pick<Db, 'select'>, extra: E = {} as E) =>
  db
    .select({ ...appColumns, ...extra })
    .from(apps)
    .innerJoin(departments, eq(departments.id, apps.deptId))
    .innerJoin(appTypes, eq(appTypes.id, apps.typeId));

/** The app with this id in this unit, whoever may see it (at most one row). */
export const findApp = (db: Db, fid: number, appId: number) =>
  selectApps(db).where(and(eq(apps.fid, fid), eq(apps.id, appId)));

/** The shown types of one attributeType with how many apps the viewer sees in each, in display order. */
export const listTypes = (db: Db, fid: number, attributeType: number, viewer: Viewer) =>
  db
    .select({ typeId: appTypes.id, name: appTypes.name, icon: appTypes.icon, count: count(apps.id) })
    .from(appTypes)
    .leftJoin(apps, and(eq(apps.typeId, appTypes.id), eq(apps.fid, fid), visibleTo(viewer)))
    .where(and(eq(appTypes.fid, fid), eq(appTypes.attributeType, attributeType), eq(appTypes.hidden, false)))
    .groupBy(appTypes.id)
    .orderBy(asc(appTypes.sort), asc(appTypes.id));

/** The shown departments of a unit with how many services the viewer sees in each, in display order. */
export const listDepartments = (db: Db, fid: number, viewer: Viewer) =>
  db
    .select({ deptId: departments.id, name: departments.name, count: count(apps.id) })
    .from(departments)
    .leftJoin(
      apps,
      and(eq(apps.deptId, departments.id), eq(apps.fid, fid), eq(apps.attributeType, 1), visibleTo(viewer)),
    )
    .where(and(eq(departments.fid, fid), eq(departments.hidden, false)))
    .groupBy(departments.id)
    .orderBy(asc(departments.sort), asc(departments.id));

/** The shown labels of a unit, in display order (a hidden one is the console's only). */
export const listLabels = (db: Db, fid: number) =>
  db
    .select({ labelId: appLabels.id, name: appLabels.name })
    .from(appLabels)
    .where(and(eq(appLabels.fid, fid), eq(appLabels.hidden, false)))
    .orderBy(asc(appLabels.sort), asc(appLabels.id));

export interface AppFilter {
  attributeType: 1 | 2;
  typeId?: number | undefined;
  deptId?: number | undefined;
  labelId?: number | undefined;
  audience?: Audience | undefined;
  keyword?: string | undefined;
}

/** The WHERE clause of the service and business-system lists. */
export function listCondition(fid: number, filter: AppFilter, viewer: Viewer): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(apps.fid, fid),
    eq(apps.attributeType, filter.attributeType),
    visibleTo(viewer),
  ];
  if (filter.typeId) conditions.push(eq(apps.typeId, filter.typeId));
  if (filter.deptId) conditions.push(eq(apps.deptId, filter.deptId));
  if (filter.audience) conditions.push(sql`${filter.audience} = any(${apps.audiences})`);
  if (filter.labelId) {
    const link = and(eq(appLabelLinks.appId, apps.id), eq(appLabelLinks.labelId, filter.labelId));
    conditions.push(sql`exists (select 1 from ${appLabelLinks} where ${link})`);
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    // The keyword's two-character pieces narrow the rows through a GIN index before ILIKE confirms them
    // (migration 0008); a department match is looked up by its own (small) table.
    const inText = and(
      sql`search_terms @> search_bigrams(${filter.keyword})`,
      or(ilike(apps.name, pattern), ilike(apps.summary, pattern)),
    );
    const inDepartment = sql`${apps.deptId} = any(array(select ${departments.id} from ${departments} where ${and(
      eq(departments.fid, fid),
      ilike(departments.name, pattern),
    )}))`;
    conditions.push(or(inText, inDepartment));
  }
  return and(...conditions)!;
}

/** One page of a filtered list, ordered by sort then id, and the total. */
export async function pageApps(db: Db, where: SQL, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    selectApps(db)
      .where(where)
      .orderBy(asc(apps.sort), asc(apps.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countQuery(db, where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The total of a filtered list (pageApps; EXPLAIN in the performance test). */
export const countQuery = (db: Db, where: SQL) =>
  db.select({ total: count() }).from(apps).innerJoin(departments, eq(departments.id, apps.deptId)).where(where);

/** The page query of pageApps, for EXPLAIN in the performance test. */
export const pageQuery = (db: Db, where: SQL, page: number, pageSize: number) =>
  selectApps(db)
    .where(where)
    .orderBy(asc(apps.sort), asc(apps.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

/** The ten services with the most hits that the viewer sees. */
export const listHot = (db: Db, fid: number, viewer: Viewer) =>
  selectApps(db)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, 1), visibleTo(viewer)))
    .orderBy(desc(apps.hits), asc(apps.id))
    .limit(10);

/** Recommended services the viewer sees, in display order (at most 20). */
export const listRecommended = (db: Db, fid: number, viewer: Viewer) =>
  selectApps(db)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, 1), eq(apps.recommended, true), visibleTo(viewer)))
    .orderBy(asc(apps.sort), asc(apps.id))
    .limit(20);

/** The viewer's collected apps that they still see, newest collect first. */
export const listCollected = (db: Db, fid: number, viewer: Viewer & { uid: number }) =>
  selectApps(db)
    .innerJoin(appCollects, and(eq(appCollects.appId, apps.id), eq(appCollects.uid, viewer.uid)))
    .where(and(eq(apps.fid, fid), visibleTo(viewer)))
    .orderBy(desc(appCollects.createdAt), desc(apps.id));

/** The viewer's latest uses (one per app, newest first, at most `limit`), optionally of one attributeType. */
export const listRecent = (
  db: Db,
  fid: number,
  viewer: Viewer & { uid: number },
  attributeType: number | undefined,
  limit: number,
) =>
  selectApps(db, { usedAt: appRecentUses.usedAt })
    .innerJoin(appRecentUses, and(eq(appRecentUses.appId, apps.id), eq(appRecentUses.uid, viewer.uid)))
    .where(and(eq(apps.fid, fid), visibleTo(viewer), attributeType ? eq(apps.attributeType, attributeType) : undefined))
    .orderBy(desc(appRecentUses.usedAt), desc(apps.id))
    .limit(limit);

/** Shown label names per app id, in label order (a hidden label is the console's only). */
export async function labelsOf(db: Db, appIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (appIds.length === 0) return result;
  const rows = await db
    .select({ appId: appLabelLinks.appId, name: appLabels.name })
    .from(appLabelLinks)
    .innerJoin(appLabels, eq(appLabels.id, appLabelLinks.labelId))
    .where(and(inArray(appLabelLinks.appId, appIds), eq(appLabels.hidden, false)))
    .orderBy(asc(appLabels.sort), asc(appLabels.id));
  for (const row of rows) result.set(row.appId, [...(result.get(row.appId) ?? []), row.name]);
  return result;
}

/** Which of these apps the user has collected. */
export async function collectedAmong(db: Db, uid: number, appIds: number[]): Promise<Set<number>> {
  if (appIds.length === 0) return new Set();
  const rows = await db
    .select({ appId: appCollects.appId })
    .from(appCollects)
    .where(and(eq(appCollects.uid, uid), inArray(appCollects.appId, appIds)));
  return new Set(rows.map((row) => row.appId));
}

/** Collects or un-collects an app; either is a no-op when already so. */
export async function setCollected(db: Db, uid: number, appId: number, collected: boolean) {
  if (collected) await db.insert(appCollects).values({ uid, appId }).onConflictDoNothing();
  else await db.delete(appCollects).where(and(eq(appCollects.uid, uid), eq(appCollects.appId, appId)));
}

/** Adds one hit to an app of this unit and returns the new count. */
export async function addHit(db: Db, fid: number, appId: number): Promise<number> {
  const [row] = await db
    .update(apps)
    .set({ hits: sql`${apps.hits} + 1` })
    .where(and(eq(apps.fid, fid), eq(apps.id, appId)))
    .returning({ hits: apps.hits });
  return row?.hits ?? 0;
}

/**
 * Logs a click and adds it to the unit's counters of the day (all apps, and this app); for a signed-in user also moves the app to the top of
 * their recent uses. One transaction, so the log and the counter never disagree.
 */
export async function recordClick(
  db: Db,
  fid: number,
  appId: number,
  uid: number | null,
  terminalType: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx.insert(appClicks).values({ fid, appId, uid, terminalType, at: now });
    await tx
      .insert(appClickDays)
      .values({ fid, day: shanghaiDay(now), count: 1 })
      .onConflictDoUpdate({
        target: [appClickDays.fid, appClickDays.day],
        set: { count: sql`${appClickDays.count} + 1` },
      });
    await tx
      .insert(appDayClicks)
      .values({ fid, day: shanghaiDay(now), appId, count: 1 })
      .onConflictDoUpdate({
        target: [appDayClicks.fid, appDayClicks.day, appDayClicks.appId],
        set: { count: sql`${appDayClicks.count} + 1` },
      });
    if (uid === null) return;
    await tx
      .insert(appRecentUses)
      .values({ uid, appId, usedAt: now })
      .onConflictDoUpdate({ target: [appRecentUses.uid, appRecentUses.appId], set: { usedAt: now } });
  });
}

/** The guide of an app, if it has one. */
export const findGuide = async (db: Db, appId: number) =>
  (await db.select().from(appGuides).where(eq(appGuides.appId, appId)))[0];
