import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { homeApi, type Car, type ContentBlock, type Special, type Tool } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { seed } from '../../seed';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import {
  contentItems,
  homeCars,
  homeTools,
  homeVisits,
  recommendations,
  searchKeywords,
  specialApps,
  specials,
} from './home.table';

const t = useTestApp();
const kit = serviceHallKit(t);
const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));

const units = [
  { host: 'localhost', fid: 100001, user: 'T1001', tools: 8, cars: 3 },
  { host: 'gov.localhost', fid: 200001, user: 'citizen', tools: 6, cars: 6 },
  { host: '331906.localhost', fid: 331906, user: 'T1001', tools: 8, cars: 3 },
  { host: '39374.localhost', fid: 39374, user: 'T1001', tools: 8, cars: 3 },
];

async function data<T>(path: string, token: string | undefined, host: string): Promise<T> {
  const { status, body } = await kit.get(path, token, host);
  expect(status, `${host} ${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

describe('seeded home content', () => {
  it.each(units)('gives $host tools, theme cards, content, specials, groups and keywords', async (unit) => {
    const token = await kit.login(unit.user, unit.host);
    const tools = await data<Tool[]>(homeApi.tools.path, token, unit.host);
    expect(tools.length).toBeGreaterThanOrEqual(unit.tools);
    const cars = await data<Car[]>(homeApi.cars.path, token, unit.host);
    expect(cars.length).toBeGreaterThanOrEqual(unit.cars);

    const blocks = await data<ContentBlock[]>(`${homeApi.content.path}?size=20`, token, unit.host);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) {
      expect(block.items.length, block.name).toBeGreaterThanOrEqual(8);
      expect(block.items.every((item) => item.publishedAt.startsWith('2026-') && item.title && item.link)).toBe(true);
    }
    const pictured = blocks.find((block) => block.name.endsWith('要闻'))!;
    expect(pictured.items.every((item) => item.image)).toBe(true);

    const list = await data<Special[]>(homeApi.specials.path, token, unit.host);
    expect(list.length).toBeGreaterThanOrEqual(4);
    // Signed in, the seeded accounts see every app their specials link.
    for (const special of list) {
      expect(special.appCount, special.name).toBeGreaterThanOrEqual(5);
      expect(special.appCount, special.name).toBeLessThanOrEqual(12);
    }

    const [groups] = await t.database.db
      .select({ n: count() })
      .from(recommendations)
      .where(eq(recommendations.fid, unit.fid));
    expect(groups!.n).toBeGreaterThanOrEqual(2);
    const keywords = await data<{ keyword: string }[]>(homeApi.searchStatistic.path, token, unit.host);
    expect(keywords).toHaveLength(10);
    expect(
      (await data<{ visitCount: number }>(homeApi.homeStatistic.path, token, unit.host)).visitCount,
    ).toBeGreaterThan(10_000);
  });

  it('links every government theme card to one of its specials (高效办成一件事)', async () => {
    const cars = await data<Car[]>(homeApi.cars.path, undefined, 'gov.localhost');
    const list = await data<Special[]>(homeApi.specials.path, undefined, 'gov.localhost');
    expect(cars.map((car) => car.title)).toEqual(
      expect.arrayContaining(['新生儿出生一件事', '企业开办一件事', '退休一件事']),
    );
    for (const car of cars) {
      const special = list.find((item) => car.link === `/home/special-services/details/${item.id}`);
      expect(special?.name, car.title).toBe(car.title);
    }
  });

  it('points every tool, card, cover and picture at an image file that exists', async () => {
    const { db } = t.database;
    const images = [
      ...(await db.selectDistinct({ image: homeTools.icon }).from(homeTools)),
      ...(await db.selectDistinct({ image: homeCars.image }).from(homeCars)),
      ...(await db.selectDistinct({ image: specials.cover }).from(specials)),
      ...(await db.selectDistinct({ image: contentItems.image }).from(contentItems)),
    ]
      .map((row) => row.image)
      .filter(Boolean);
    expect(images.length).toBeGreaterThanOrEqual(40);
    for (const image of images) {
      expect(image).toMatch(/^\/assets\/demo\/home\/[a-z-]+\.svg$/);
      expect(existsSync(`${publicDir}${image}`), image).toBe(true);
    }
  });

  it('changes nothing when seeded again', async () => {
    const { db } = t.database;
    const counts = async () =>
      Promise.all(
        [homeTools, homeCars, contentItems, specials, searchKeywords, homeVisits].map(
          async (table) => (await db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    expect(await seed(db)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('adds the home content to a unit seeded before it existed', async () => {
    const { db } = t.database;
    const fid = 39374;
    const host = '39374.localhost';
    const before = await data<Special[]>(homeApi.specials.path, undefined, host);
    const ids = before.map((special) => special.id);
    for (const table of [homeTools, homeCars, contentItems, specials, searchKeywords, homeVisits, recommendations]) {
      await db.delete(table).where(eq(table.fid, fid));
    }
    expect(await db.select().from(specialApps).where(inArray(specialApps.specialId, ids))).toEqual([]);
    // The cache hears of the change through the database's notice (ADR 018): on PostgreSQL that takes a moment.
    await expect.poll(() => data(homeApi.specials.path, undefined, host)).toEqual([]);

    expect(await seed(db)).toEqual([]);
    const withoutIds = (list: Special[]) => list.map(({ id: _id, ...rest }) => rest);
    await expect
      .poll(async () => withoutIds(await data<Special[]>(homeApi.specials.path, undefined, host)))
      .toEqual(withoutIds(before));
    expect((await data<Tool[]>(homeApi.tools.path, undefined, host)).length).toBeGreaterThanOrEqual(8);
    expect((await data<{ keyword: string }[]>(homeApi.searchStatistic.path, undefined, host)).length).toBe(10);
  });
});
