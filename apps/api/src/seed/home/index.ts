import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contentCategories,
  appClickDays,
  apps,
  contentItems,
  homeCars,
  homeTools,
  homeVisits,
  recommendationApps,
  recommendations,
  searchKeywords,
  specialApps,
  specials,
} from '../../schema';
import type { HomeContentSeed } from './types';

export type { HomeContentSeed } from './types';
export { campusHome } from './campus';
export { govHome } from './gov';

/** Where a special's details page is (the web's /home/special-services/details/{id}). */
export const specialPath = (id: number) => `/home/special-services/details/${id}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `days` days of the seeded history, up to `lastDay`, newest first. */
const historyDays = (visits: HomeContentSeed['visits']) => {
  const last = Date.parse(`${visits.lastDay}T00:00:00Z`);
  return Array.from({ length: visits.days }, (_, d) => new Date(last - d * DAY_MS));
};

/** A day's figure of the history: `base` on a weekday, lower at weekends, spread by ±12 % (`d`: the day, `t`: a series). */
const dailyCount = (visits: HomeContentSeed['visits'], base: number, day: Date, d: number, t: number) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return Math.round(base * (weekend ? visits.weekendFactor : 1) * (0.88 + ((d * 37 + t * 11) % 23) / 100));
};

/** The seeded visit history: per day and terminal type. */
const visitRows = (fid: number, visits: HomeContentSeed['visits']) =>
  historyDays(visits).flatMap((day, d) =>
    visits.perDay.map((base, t) => ({
      fid,
      day: day.toISOString().slice(0, 10),
      terminalType: t + 1,
      count: dailyCount(visits, base, day, d, t),
    })),
  );

/** The seeded 立即办理 history: per day, the unit's total (the row homeStatistic sums). */
const handledRows = (fid: number, visits: HomeContentSeed['visits']) =>
  historyDays(visits).map((day, d) => ({
    fid,
    day: day.toISOString().slice(0, 10),
    count: dailyCount(visits, visits.handledPerDay, day, d, 3),
  }));

/** Seeds one unit's home content; the unit's content categories and service hall must already exist. */
export async function seedHomeContent(tx: Db, fid: number, seed: HomeContentSeed) {
  const appRows = await tx
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(eq(apps.fid, fid))
    .orderBy(asc(apps.attributeType), asc(apps.id));
  const appIds = new Map<string, number>();
  for (const row of appRows) if (!appIds.has(row.name)) appIds.set(row.name, row.id);
  const links = (names: string[], owner: string) =>
    names.map((name, index) => {
      const appId = appIds.get(name);
      if (!appId) throw new Error(`${owner}：单位 ${fid} 没有服务「${name}」`);
      return { appId, sort: index + 1 };
    });

  await tx.insert(homeTools).values(seed.tools.map((tool, index) => ({ fid, ...tool, sort: index + 1 })));

  const specialRows = await tx
    .insert(specials)
    .values(seed.specials.map(({ apps: _apps, ...special }, index) => ({ fid, ...special, sort: index + 1 })))
    .returning({ id: specials.id, name: specials.name });
  const specialIds = new Map(specialRows.map((row) => [row.name, row.id]));
  await tx
    .insert(specialApps)
    .values(
      seed.specials.flatMap((special) =>
        links(special.apps, special.name).map((link) => ({ specialId: specialIds.get(special.name)!, ...link })),
      ),
    );

  await tx.insert(homeCars).values(
    seed.cars.map(({ special, link, ...car }, index) => {
      const id = special ? specialIds.get(special) : undefined;
      if (special && !id) throw new Error(`主题卡片「${car.title}」指向不存在的专题「${special}」`);
      return { fid, ...car, link: id ? specialPath(id) : (link ?? ''), sort: index + 1 };
    }),
  );

  const categories = await tx
    .select({ id: contentCategories.id, name: contentCategories.name })
    .from(contentCategories)
    .where(eq(contentCategories.fid, fid));
  const items = categories.flatMap((category) =>
    (seed.content[category.name]?.items ?? []).map(([at, title, summary, image = '']) => ({
      fid,
      categoryId: category.id,
      title,
      summary,
      image,
      link: seed.content[category.name]!.link(),
      publishedAt: new Date(`${at.replace(' ', 'T')}:00+08:00`),
    })),
  );
  if (items.length > 0) await tx.insert(contentItems).values(items);

  for (const [index, group] of seed.recommendations.entries()) {
    const [row] = await tx
      .insert(recommendations)
      .values({ fid, name: group.name, sort: index + 1 })
      .returning({ id: recommendations.id });
    await tx
      .insert(recommendationApps)
      .values(links(group.apps, group.name).map((link) => ({ recommendationId: row!.id, ...link })));
  }

  await tx.insert(searchKeywords).values(seed.keywords.map(([keyword, count]) => ({ fid, keyword, count })));
  await tx.insert(homeVisits).values(visitRows(fid, seed.visits));
  // A unit seeded before its home content may have counted real clicks on some of these days: those stay.
  await tx.insert(appClickDays).values(handledRows(fid, seed.visits)).onConflictDoNothing();
}

/** Seeds the home content of an existing unit that has none yet (databases seeded before it existed). */
export async function seedHomeContentIfEmpty(db: Db, fid: number, seed: HomeContentSeed) {
  const [any] = await db.select({ id: specials.id }).from(specials).where(eq(specials.fid, fid)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => seedHomeContent(tx as unknown as Db, fid, seed));
}
