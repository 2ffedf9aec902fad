import { and, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { apps } from '../modules/service-hall/service-hall.table';
import { homeTools } from '../modules/home/home.table';
import { quickNavigations } from '../modules/navigation/navigation.table';
import { units } from '../modules/units/units.table';
import { campusCatalogue } from './service-hall';
import { campusHome } from './home';
import { buildApps } from './service-hall/build';
import { demoBusinessCatalogue, upgradeDemoSignIn } from './demo-sign-in';
import { unitSeeds } from './unit-variants';

const t = useTestApp();

describe('the demo business system and sign-ins in the seed (ADR 042)', () => {
  it('leads every seeded service and business system to the dev IdP, none to a placeholder domain', async () => {
    const rows = await t.database.db.select({ pcUrl: apps.pcUrl, mobileUrl: apps.mobileUrl }).from(apps);
    const urls = rows.flatMap((row) => [row.pcUrl, row.mobileUrl]).filter((url) => /^https?:/.test(url));
    expect(urls.length).toBeGreaterThan(500);
    for (const url of urls)
      expect(url).toMatch(
        /^http:\/\/(ehall\.39374\.)?localhost:3100\/business\/(campus|gov|xinghai|dongyue|district)\//,
      );
    // 东岳理工学院's sit under its domain, where the passport cookie reaches them.
    const dongyue = rows.filter((row) => row.pcUrl.includes('/business/dongyue/'));
    expect(dongyue.length).toBeGreaterThan(100);
    expect(dongyue.every((row) => row.pcUrl.startsWith('http://ehall.39374.localhost:3100/'))).toBe(true);
  });

  it('leads 示范新区 to its own business system (an API code), and moves a store seeded with the government’s', async () => {
    const db = t.database.db;
    const district = (await db.select({ pcUrl: apps.pcUrl }).from(apps).where(eq(apps.fid, 200002))).filter((row) =>
      row.pcUrl.startsWith('http'),
    );
    expect(district.length).toBeGreaterThan(10);
    expect(district.every((row) => row.pcUrl.startsWith('http://localhost:3100/business/district/'))).toBe(true);

    const toGov = (column: AnyPgColumn) => sql`replace(${column}, '/business/district/', '/business/gov/')`;
    await db
      .update(apps)
      .set({ pcUrl: toGov(apps.pcUrl), mobileUrl: toGov(apps.mobileUrl) })
      .where(eq(apps.fid, 200002));
    await db
      .update(homeTools)
      .set({ link: toGov(homeTools.link) })
      .where(eq(homeTools.fid, 200002));
    const seed = unitSeeds.find((item) => item.unit.fid === 200002)!;
    await upgradeDemoSignIn(db, seed);
    const links = [
      ...(await db.select({ link: apps.pcUrl }).from(apps).where(eq(apps.fid, 200002))),
      ...(await db.select({ link: apps.mobileUrl }).from(apps).where(eq(apps.fid, 200002))),
      ...(await db.select({ link: homeTools.link }).from(homeTools).where(eq(homeTools.fid, 200002))),
    ].map((row) => row.link);
    expect(links.filter((link) => link.includes('/business/gov/'))).toEqual([]);
    expect(links.filter((link) => link.includes('/business/district/')).length).toBeGreaterThan(20);
    // The government unit's own stay.
    const gov = await db
      .select({ pcUrl: apps.pcUrl })
      .from(apps)
      .where(and(eq(apps.fid, 200001), like(apps.pcUrl, 'http%')));
    expect(gov.every((row) => row.pcUrl.includes('/business/gov/'))).toBe(true);
  });

  it('leads home tools and outside quick-navigation entries there too; real sites and portal paths stay', async () => {
    const db = t.database.db;
    const links = [
      ...(await db.select({ link: homeTools.link }).from(homeTools)),
      ...(await db.select({ link: quickNavigations.link }).from(quickNavigations)),
    ].map((row) => row.link);
    expect(links.filter((link) => /demo-(university|city)/.test(link))).toEqual([]);
    expect(links).toContain(
      'http://ehall.39374.localhost:3100/business/dongyue/pc/card?name=%E6%A0%A1%E5%9B%AD%E5%8D%A1%E5%85%85%E5%80%BC',
    );
    expect(links).toContain('/schedule-center');
  });

  it('brings a store seeded with the placeholder domains up to date, once, leaving changed addresses alone', async () => {
    const db = t.database.db;
    const seed = unitSeeds.find((item) => item.unit.fid === 39374)!;
    const placeholders = buildApps(campusCatalogue);
    const current = buildApps(demoBusinessCatalogue(campusCatalogue, 39374));
    // Put the store back to how it was seeded before ADR 042, with one address an administrator changed.
    for (const [index, built] of placeholders.entries()) {
      await db
        .update(apps)
        .set({ pcUrl: built.app.pcUrl, mobileUrl: built.app.mobileUrl })
        .where(and(eq(apps.fid, 39374), eq(apps.pcUrl, current[index]!.app.pcUrl!)));
    }
    const [changed] = await db.select().from(apps).where(eq(apps.fid, 39374)).limit(1);
    await db.update(apps).set({ pcUrl: 'https://ehall.dongyue-tech.edu.cn/own' }).where(eq(apps.id, changed!.id));
    const [firstTool] = await db.select().from(homeTools).where(eq(homeTools.fid, 39374));
    const placeholderTool = campusHome.tools.find((item) => item.name === firstTool!.name)!;
    await db.update(homeTools).set({ link: placeholderTool.link }).where(eq(homeTools.id, firstTool!.id));
    expect(placeholderTool.link).toMatch(/demo-university/);
    await db
      .update(units)
      .set({ passportLoginUrl: 'https://passport.demo-university.edu.cn/login', passportCookie: null })
      .where(eq(units.fid, 39374));
    expect(
      (
        await db
          .select()
          .from(apps)
          .where(and(eq(apps.fid, 39374), like(apps.pcUrl, 'https://%.demo-university%')))
      ).length,
    ).toBeGreaterThan(100);

    await upgradeDemoSignIn(db, seed);
    await upgradeDemoSignIn(db, seed);

    const stale = await db
      .select()
      .from(apps)
      .where(and(eq(apps.fid, 39374), like(apps.pcUrl, '%demo-university%')));
    expect(stale).toEqual([]);
    const [own] = await db.select().from(apps).where(eq(apps.id, changed!.id));
    expect(own!.pcUrl).toBe('https://ehall.dongyue-tech.edu.cn/own');
    const [tool] = await db.select().from(homeTools).where(eq(homeTools.id, firstTool!.id));
    expect(tool!.link).toMatch(/^http:\/\/ehall\.39374\.localhost:3100\/business\/dongyue\/pc\//);
    const [unit] = await db.select().from(units).where(eq(units.fid, 39374));
    expect(unit).toMatchObject({
      passportLoginUrl: 'http://passport.39374.localhost:3100/passport/login',
      passportCookie: { cookieName: 'YZ_PASSPORT', validateUrl: 'http://localhost:3100/passport/validate' },
    });
  });
});
