import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfigApi } from '@yizhan/contracts';
import { useTestApp } from '../test/test-app';
import { unitSeeds } from './unit-variants';
import { homeModules } from '../modules/site-config/site-config.table';
import { seedHomeLayout, upgradeHomeLayout } from './home-layout';
import { campusHomeModules, govHomeModules } from './home-modules';

// Issue 35 item 5: the colleges reuse 示范大学's seed and the district the city's; none may show another unit's name.
const t = useTestApp();

/** Each demo unit's names: its own name and its site's name. */
const namesOf = new Map(unitSeeds.map((seed) => [seed.unit.fid, [seed.unit.name, seed.labelName]]));
const othersOf = (fid: number) => [...namesOf].filter(([other]) => other !== fid).flatMap(([, names]) => names);

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

/** The texts of the demo pictures an answer names (logos, banners): a picture can carry a name too. */
const picturesIn = (text: string) =>
  [...new Set(text.match(/\/assets\/demo\/[\w/-]+\.svg/g) ?? [])].map((file) => ({
    file,
    text: readFileSync(path.join(publicDir, file), 'utf8'),
  }));

describe('every seeded row of a unit', () => {
  it('names no other unit, in any table with a unit column', async () => {
    const { db } = t.database;
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'fid' order by table_name`,
    );
    const found: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const rows = await db.execute<{ fid: number; row: string }>(
        sql`select fid, t::text as row from ${sql.identifier(table)} t`,
      );
      for (const { fid, row } of rows.rows) {
        for (const name of othersOf(fid)) if (row.includes(name)) found.push(`${table} of ${fid}: ${name}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});

const get = async (url: string, host: string) => (await t.app.inject({ method: 'GET', url, headers: { host } })).body;

describe('every unit’s config answers and the pictures they name', () => {
  const hosts = unitSeeds.map((seed) => ({ fid: seed.unit.fid, host: seed.domains[0]! }));

  it.each(hosts)('unit $fid ($host) says its own name only', async ({ fid, host }) => {
    const paths = [
      siteConfigApi.unitConfig.path,
      siteConfigApi.loginBackground.path,
      siteConfigApi.globalConfig.path,
      siteConfigApi.bottomLinks.path,
      siteConfigApi.media.path,
      siteConfigApi.themes.path,
      siteConfigApi.banners.path,
    ];
    const answers = await Promise.all(paths.map((url) => get(url, host)));
    const texts = [...answers.map((text, index) => ({ file: paths[index]!, text })), ...picturesIn(answers.join())];
    for (const { file, text } of texts) {
      for (const name of othersOf(fid)) expect(text, `${file} on ${host}`).not.toContain(name);
    }
    const login = JSON.parse(answers[1]!) as { data: { title: string } };
    expect(login.data.title).toContain(unitSeeds.find((seed) => seed.unit.fid === fid)!.unit.name.slice(0, 4));
  });
});

describe('each unit’s kind of home', () => {
  it.each([
    ['39374.localhost', 3],
    ['localhost', 2],
    ['331906.localhost', 1],
  ])('a university (%s, template %i) gets campus modules, not 个人办事 / 法人办事', async (host, template) => {
    const body = await get(`${siteConfigApi.homeModules.path}?template=${template}`, host);
    expect(body).toContain('hotApp');
    expect(body).not.toContain('legal');
    expect(body).not.toContain('法人办事');
  });

  it('the city keeps its government modules on every template', async () => {
    for (const template of [1, 2, 3, 4]) {
      expect(await get(`${siteConfigApi.homeModules.path}?template=${template}`, 'gov.localhost')).toContain(
        '法人办事',
      );
    }
  });
});

describe('a store seeded before each unit had its own layout', () => {
  it('gives a university back its campus modules where the government layout was seeded, and keeps an edited one', async () => {
    const { db } = t.database;
    const signs = async (template: number) =>
      (
        await db
          .select({ sign: homeModules.sign })
          .from(homeModules)
          .where(and(eq(homeModules.fid, 39374), eq(homeModules.template, template)))
      ).map((row) => row.sign);
    for (const template of [2, 3]) {
      await db.delete(homeModules).where(and(eq(homeModules.fid, 39374), eq(homeModules.template, template)));
      await seedHomeLayout(db, 39374, govHomeModules);
    }
    // Template 2 as an administrator changed it: one module more than the seed had.
    await db.insert(homeModules).values({ fid: 39374, template: 2, sign: 'tool', name: '常用工具', sort: 9 });
    await upgradeHomeLayout(db, 39374, campusHomeModules);
    expect(await signs(3)).toContain('hotApp');
    expect(await signs(3)).not.toContain('legal');
    expect(await signs(2)).toContain('legal');
  });
});
