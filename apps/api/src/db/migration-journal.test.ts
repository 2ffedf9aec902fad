import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-app';
import { codeMigrations, lastAppliedMigration, migrateTo } from './migration-journal';

// Upgrades (issue 39): a store made by the first version of the portal, with the rows its schema allowed, is
// brought to today by the same migrations a start runs, keeping every row, and its data migrations act on them.
// On PGlite here, on PostgreSQL in CI (TEST_DATABASE_URL).

const rowsOf = async (db: Awaited<ReturnType<typeof freshDatabase>>['database']['db'], query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as Record<string, unknown>[];

describe('upgrading a store from the first migration', () => {
  let drop = async () => {};
  afterAll(() => drop());

  it('migrates a store seeded at 0000_init to the last migration, keeping its rows', async () => {
    const fresh = await freshDatabase();
    drop = async () => {
      await fresh.database.close();
      await fresh.drop();
    };
    const { db } = fresh.database;
    const migrations = codeMigrations();
    expect(migrations[0]!.tag).toBe('0000_init');

    await migrateTo(db, 1, migrations);
    expect(await lastAppliedMigration(db)).toBe(migrations[0]!.when);
    // Only the first schema is there: users came with 0001.
    expect(await rowsOf(db, sql`select to_regclass('users') as t`)).toEqual([{ t: null }]);

    // What a unit of the first version held: units, their domains, configs, themes, menus, banners, links, media.
    await db.execute(sql`insert into units (fid, name, login_type, login_path, template) values
      (100001, '示范大学', 0, '', 1),
      (200001, '示范市政务服务中心', 1, 'https://sso.demo-city.gov.cn/cas/login', 2)`);
    await db.execute(
      sql`insert into unit_domains (domain, fid) values ('localhost', 100001), ('gov.localhost', 200001)`,
    );
    await db.execute(sql`insert into global_configs (fid, top_background, top_selected, top_default, bottom_nav_color,
      bottom_font_color, bottom_filing_color, bottom_filing_font, copyright)
      values (100001, '#fff', '#1677ff', '#333', '#222', '#eee', '#111', '#999', '示范大学 版权所有')`);
    await db.execute(sql`insert into themes (fid, type, color) values (100001, 1, '#1677ff'), (200001, 1, '#c00')`);
    await db.execute(sql`insert into menus (fid, terminal, name, link, sort) values
      (100001, 'pc', '首页', '/', 1), (100001, 'pc', '办事大厅', '/service-hall', 2), (200001, 'mobile', '办事', '/mobile/work', 1)`);
    await db.execute(
      sql`insert into banners (fid, title, image, sort) values (100001, '开学季', '/img/banner.png', 1)`,
    );
    await db.execute(
      sql`insert into bottom_links (fid, name, url) values (100001, '图书馆', 'https://lib.example.edu.cn')`,
    );
    await db.execute(sql`insert into media (fid, name, image) values (100001, '微信公众号', '/img/wechat.png')`);

    await fresh.database.migrate();

    // drizzle's migrator went on from where migrateTo stopped: every migration recorded once, in order.
    const journal = await rowsOf(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
    expect(journal.map((row) => Number(row.created_at))).toEqual(migrations.map((migration) => migration.when));
    expect(journal.map((row) => row.hash)).toEqual(migrations.map((migration) => migration.hash));

    const units = await rowsOf(db, sql`select fid, name, login_path, default_user_type from units order by fid`);
    expect(units).toEqual([
      { fid: 100001, name: '示范大学', login_path: '', default_user_type: 'STUDENT' },
      // 0016 moved the seeded placeholder CAS server to the dev IdP and made its residents citizens.
      {
        fid: 200001,
        name: '示范市政务服务中心',
        login_path: 'http://localhost:3100/cas/login',
        default_user_type: 'CITIZEN',
      },
    ]);
    const counts = await rowsOf(
      db,
      sql`select (select count(*) from unit_domains)::int as domains, (select count(*) from global_configs)::int as configs,
        (select count(*) from themes)::int as themes, (select count(*) from menus)::int as menus,
        (select count(*) from banners)::int as banners, (select count(*) from bottom_links)::int as links,
        (select count(*) from media)::int as media`,
    );
    expect(counts).toEqual([{ domains: 2, configs: 1, themes: 2, menus: 3, banners: 1, links: 1, media: 1 }]);
    expect(await rowsOf(db, sql`select copyright from global_configs`)).toEqual([{ copyright: '示范大学 版权所有' }]);
    // The upgraded store takes today's writes: a user of the old unit (users came with 0001).
    await db.execute(sql`insert into users (fid, username, name, password_hash, user_type)
      values (100001, 'upgraded', '升级后的用户', 'x', 'STUDENT')`);
  });
});
