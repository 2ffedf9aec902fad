import { describe, expect, it } from 'vitest';
import { and, count, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { authApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { appGuides, apps } from '../../modules/service-hall/service-hall.table';
import { newsArticles, newsCategories } from '../../modules/news/news.table';
import { searchEntries, searchQueue } from '@yizhan/search/tables';
import { DEMO_PASSWORD } from '../accounts';
import { campusCatalogue } from '../service-hall';
import { seedLarge } from './index';
import { LARGE_NEWS_NEWEST, seedLargeNews } from './news';
import { prng } from './prng';
import { largeCatalogue, LARGE_SORT_BASE } from './services';
import { campusUsers } from './users';
import { COLLEGES } from './vocabulary';

const t = useTestApp();
// Small counts: the generator and its idempotence are the same at 300 as at the benchmark's 6,000.
const small = { servicesPerUnit: 300, usersPerUnit: 200, newsPerUnit: 1500 };

describe('seed:large generator', () => {
  it('is deterministic: the same seed gives the same services and accounts', () => {
    const names = (seed: number) =>
      largeCatalogue(campusCatalogue, COLLEGES, 50, prng(seed)).serviceTypes.flatMap((type) => type.items);
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
    expect(campusUsers(20, prng(3))).toEqual(campusUsers(20, prng(3)));
  });

  it('adds services with guides and accounts to two units, and nothing on a second run', async () => {
    const db = t.database.db;
    const first = await seedLarge(db, small);
    // Timetables and people also go to the console's demo accounts (five at 100001, two at 200001), and people to
    // nomenu.
    expect(first).toMatchObject([
      { fid: 100001, services: 300, users: 200, news: 1500, timetables: 205, people: 206 },
      { fid: 200001, services: 300, users: 200, news: 1500, timetables: 202, people: 202 },
    ]);
    // Every generated account (and a demo one without tasks of its own) gets 6–14 tasks and 5 messages.
    for (const unit of first) {
      expect(unit.messages).toBeGreaterThanOrEqual(200 * 5);
      expect(unit.tasks).toBeGreaterThanOrEqual((unit.messages / 5) * 6);
      expect(unit.tasks).toBeLessThanOrEqual((unit.messages / 5) * 14);
      // A term's worth of own schedule items for each account given a timetable: one a week (terms have 16–20 weeks).
      expect(unit.scheduleItems % unit.timetables).toBe(0);
      expect(unit.scheduleItems).toBeGreaterThanOrEqual(unit.timetables * 16);
      // Every generated account gets 3–8 applications (the demo accounts have theirs from the seed).
      expect(unit.applications).toBeGreaterThanOrEqual(200 * 3);
      expect(unit.applications).toBeLessThanOrEqual(210 * 8);
      // About seven in ten of the ended ones (half of the paths end) are rated.
      expect(unit.ratings).toBeGreaterThan(unit.applications * 0.2);
      expect(unit.ratings).toBeLessThan(unit.applications * 0.6);
    }
    const none = {
      services: 0,
      users: 0,
      news: 0,
      tasks: 0,
      messages: 0,
      timetables: 0,
      scheduleItems: 0,
      people: 0,
      applications: 0,
      ratings: 0,
    };
    const nothingAdded = (fid: number) => ({ fid, ...none });
    expect(await seedLarge(db, small)).toEqual([nothingAdded(100001), nothingAdded(200001)]);

    const generated = and(eq(apps.fid, 100001), gte(apps.sort, LARGE_SORT_BASE));
    const [services] = await db.select({ n: count() }).from(apps).where(generated);
    const [guides] = await db
      .select({ n: count() })
      .from(appGuides)
      .innerJoin(apps, eq(apps.id, appGuides.appId))
      .where(generated);
    const [distinct] = await db
      .select({ n: sql<number>`count(distinct ${apps.name})::int` })
      .from(apps)
      .where(generated);
    expect(services?.n).toBe(300);
    expect(guides?.n).toBe(300);
    expect(distinct?.n).toBe(300);
    // The search index holds every record, rebuilt at once rather than queued for the first searches (ADR 036).
    const [entries] = await db.select({ n: count() }).from(searchEntries).where(eq(searchEntries.fid, 100001));
    const [records] = await db
      .select({
        n: sql<number>`(select count(*) from apps where fid = 100001)
        + (select count(*) from news_articles where fid = 100001)`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    expect(entries?.n).toBeGreaterThanOrEqual(records!.n);
    expect((await db.select({ n: count() }).from(searchQueue))[0]?.n).toBe(0);
    // Two units' services, accounts and news, then the search index of it all: more than the default 20 s on a
    // loaded machine.
  }, 90_000);

  it('adds news in every category of each unit, older than the demo news, and resumes where a run stopped', async () => {
    const db = t.database.db;
    const generated = (fid: number) =>
      and(eq(newsArticles.fid, fid), lte(newsArticles.publishedAt, new Date(LARGE_NEWS_NEWEST)));
    // The test above wrote 1,500 a unit; a run asked for more continues the same sequence from there.
    const random = () => prng(20260108 + 200001 + 2);
    expect(await seedLargeNews(db, 200001, 2500, random())).toBe(1000);
    expect(await seedLargeNews(db, 200001, 2500, random())).toBe(0);
    const perCategory = await db
      .select({ name: newsCategories.name, n: count() })
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(generated(200001))
      .groupBy(newsCategories.name);
    expect(perCategory.map((row) => row.name).sort()).toEqual(['媒体报道', '政务要闻', '政策解读', '通知公告'].sort());
    expect(perCategory.reduce((sum, row) => sum + row.n, 0)).toBe(2500);
    const [times] = await db
      .select({ distinct: sql<number>`count(distinct ${newsArticles.publishedAt})::int` })
      .from(newsArticles)
      .where(generated(200001));
    expect(times?.distinct).toBe(2500);
    const [campus] = await db.select({ n: count() }).from(newsArticles).where(generated(100001));
    expect(campus?.n).toBe(1500);
    // The demo news is untouched and newer than all of it.
    const [demo] = await db
      .select({ n: count() })
      .from(newsArticles)
      .where(and(eq(newsArticles.fid, 100001), gt(newsArticles.publishedAt, new Date(LARGE_NEWS_NEWEST))));
    expect(demo?.n).toBeGreaterThanOrEqual(330);
  });

  it('gives generated accounts the demo password', async () => {
    const [account] = campusUsers(1, prng(20260108 + 100001 + 1));
    const response = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: 'localhost' },
      payload: { username: account!.username, password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
