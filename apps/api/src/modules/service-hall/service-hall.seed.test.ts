import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { serviceHallApi, type App, type AppGuide, type AppType } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { seed } from '../../seed';
import { appLabels, apps, appTypes, departments } from './service-hall.table';
import { serviceHallKit } from './service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));

async function guides(list: App[], token: string, host: string): Promise<AppGuide[]> {
  const found: AppGuide[] = [];
  for (const app of list) {
    const { status, body } = await kit.get(`${serviceHallApi.guide.path}?appId=${app.appId}`, token, host);
    expect(status, `${app.name}: ${body.msg}`).toBe(200);
    found.push(body.data);
  }
  return found;
}

function expectComplete(guide: AppGuide) {
  const where = guide.itemName;
  for (const text of [
    guide.itemType,
    guide.implAgency,
    guide.audienceText,
    guide.acceptCondition,
    guide.setBasis,
    guide.chargeStandard,
    guide.chargeBasis,
    guide.handlePlace,
    guide.handleTime,
  ]) {
    expect(text.trim(), where).not.toBe('');
  }
  expect(guide.materials.length, where).toBeGreaterThan(0);
  // Read as a person writes them: 国家励志奖学金申请表, not 国家励志奖学金申请申请表.
  expect(
    guide.materials.filter((m) => /(申请|报名|登记)申请表/.test(m.name)).map((m) => m.name),
    where,
  ).toEqual([]);
  expect(
    guide.materials.every((m) => m.name && m.copies && m.format),
    where,
  ).toBe(true);
  expect(
    guide.materials.some((m) => m.required),
    where,
  ).toBe(true);
  expect(guide.workflowDescription.length, where).toBeGreaterThanOrEqual(3);
  expect(guide.faq.length, where).toBeGreaterThanOrEqual(2);
  expect(guide.faq.length, where).toBeLessThanOrEqual(3);
  expect(guide.askPhone, where).toMatch(/^(010-\d{8}|12345)$/);
  expect(guide.supervisePhone, where).toMatch(/^(010-\d{8}|12345)$/);
  expect(guide.legalEndTime, where).toBeGreaterThanOrEqual(guide.promiseEndTime);
  expect(guide.app.name).toBe(guide.itemName);
}

describe('seeded service hall', () => {
  it('gives 示范大学 ≥ 200 services over ≥ 12 types and ≥ 15 departments, and ≥ 20 business systems', async () => {
    const teacher = await kit.login('T1001');
    const services = await kit.allServices(teacher);
    expect(services.length).toBeGreaterThanOrEqual(200);
    const types = (await kit.get(serviceHallApi.allTypes.path, teacher)).body.data as AppType[];
    expect(types.length).toBeGreaterThanOrEqual(12);
    expect(types.every((type) => type.count > 0)).toBe(true);
    expect((await kit.get(serviceHallApi.departments.path, teacher)).body.data.length).toBeGreaterThanOrEqual(15);
    expect((await kit.allServices(teacher, 'localhost', true)).length).toBeGreaterThanOrEqual(20);
  });

  it('covers every /to-handle-service branch (spec §2)', async () => {
    const services = await kit.allServices(await kit.login('T1001'));
    const has = (test: (app: App) => boolean) => expect(services.some(test)).toBe(true);
    has((app) => app.resource === 1 && /^https?:/.test(app.pcUrl) && /^https?:/.test(app.mobileUrl));
    has((app) => app.pcUrl === '自建应用');
    has((app) => app.mobileUrl === '线下办理' && app.resource === 1);
    has((app) => app.resource === 0);
    has((app) => app.guideStatus === 1);
    has((app) => app.resource === 1 && app.pcUrl === '自建应用' && app.mobileUrl === '');
    for (const openType of [0, 1, 9]) has((app) => app.openType === openType);
    has((app) => app.labels.length > 0);
  });

  it('has a complete guide for every service of 示范大学', async () => {
    const teacher = await kit.login('T1001');
    const list = await guides(await kit.allServices(teacher), teacher, 'localhost');
    expect(list.length).toBeGreaterThanOrEqual(200);
    list.forEach(expectComplete);
    expect(list.some((guide) => guide.chargeStandard !== '不收费')).toBe(true);
    expect(list.filter((guide) => guide.chargeStandard === '不收费').length).toBeGreaterThan(list.length / 2);
  });

  it('gives the government unit ≥ 80 services for individuals and organisations, each with a complete guide', async () => {
    const citizen = await kit.login('citizen', 'gov.localhost');
    const services = await kit.allServices(citizen, 'gov.localhost');
    expect(services.length).toBeGreaterThanOrEqual(80);
    expect(services.filter((app) => app.audiences.includes('personal')).length).toBeGreaterThan(30);
    expect(services.filter((app) => app.audiences.includes('legal')).length).toBeGreaterThan(20);
    const list = await guides(services, citizen, 'gov.localhost');
    list.forEach(expectComplete);
    expect(new Set(list.map((guide) => guide.itemType))).toEqual(
      new Set(['行政许可', '行政确认', '公共服务', '行政给付', '登记服务']),
    );
  });

  it('gives units 331906 and 39374 the university catalogue', async () => {
    for (const host of ['331906.localhost', '39374.localhost']) {
      expect((await kit.services({}, undefined, host)).total).toBeGreaterThan(100);
    }
  });

  it('points every type and app at an icon file that exists', async () => {
    const icons = await t.database.db
      .selectDistinct({ icon: apps.icon })
      .from(apps)
      .union(t.database.db.selectDistinct({ icon: appTypes.icon }).from(appTypes));
    expect(icons.length).toBeGreaterThanOrEqual(12);
    for (const { icon } of icons) {
      expect(icon).toMatch(/^\/assets\/demo\/icons\/[a-z-]+\.svg$/);
      expect(existsSync(`${publicDir}${icon}`), icon).toBe(true);
    }
    for (const form of ['application-form.html', 'application-form-sample.html']) {
      expect(existsSync(`${publicDir}/assets/demo/forms/${form}`)).toBe(true);
    }
  });

  it('changes nothing when seeded again', async () => {
    const countApps = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(apps)
          .where(and(eq(apps.fid, 100001)))
      )[0]!.n;
    const before = await countApps();
    expect(await seed(t.database.db)).toEqual([]);
    expect(await countApps()).toBe(before);
  });

  it('adds the catalogue to a unit seeded before the service hall existed', async () => {
    const { db } = t.database;
    const count = async () => [
      (await db.select().from(appTypes).where(eq(appTypes.fid, 331906))).length,
      (await db.select().from(departments).where(eq(departments.fid, 331906))).length,
      (await db.select().from(appLabels).where(eq(appLabels.fid, 331906))).length,
    ];
    const before = await count();
    for (const table of [appTypes, departments, appLabels]) await db.delete(table).where(eq(table.fid, 331906));
    expect(await count()).toEqual([0, 0, 0]);
    expect(await seed(db)).toEqual([]);
    expect(await count()).toEqual(before);
    expect((await kit.services({}, undefined, '331906.localhost')).total).toBeGreaterThan(100);
  });
});
