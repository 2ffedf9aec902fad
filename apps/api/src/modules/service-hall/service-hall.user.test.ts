import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { serviceHallApi, type App } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { appClicks, appRecentUses, apps } from './service-hall.table';
import { serviceHallKit } from './service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const api = serviceHallApi;

const collect = (appId: string, collected: boolean, token?: string, host?: string) =>
  kit.post(api.collect.path, { appId, collect: collected }, token, host);
const click = (appId: string, token?: string, terminalType = 1, host?: string) =>
  kit.post(api.click.path, { appId, terminalType }, token, host);
const names = (apps: App[]) => apps.map((app) => app.name);

describe('sign-in required (spec §8: 401 envelope)', () => {
  it('refuses guests and requests without a token on the personal endpoints', async () => {
    const guest = await kit.guest();
    const { appId } = (await kit.services({})).list[0]!;
    for (const token of [guest, undefined]) {
      for (const path of [api.collected.path, api.recentlyUsed.path, api.recentlyUsedGroups.path]) {
        expect((await kit.get(path, token)).body, path).toMatchObject({ success: false, code: 401 });
      }
      expect((await collect(appId, true, token)).body).toMatchObject({ success: false, code: 401 });
    }
  });
});

describe('collect', () => {
  it('collects and un-collects idempotently, newest first, per user', async () => {
    const teacher = await kit.login('T1001');
    const [first, second] = (await kit.services({}, teacher)).list;
    expect(await collect(first!.appId, true, teacher)).toEqual({
      status: 200,
      body: { success: true, code: 200, msg: '操作成功', data: { collected: true } },
    });
    await collect(first!.appId, true, teacher);
    await collect(second!.appId, true, teacher);
    const collected = (await kit.get(api.collected.path, teacher)).body.data as App[];
    expect(names(collected)).toEqual([second!.name, first!.name]);
    expect(collected.every((app) => app.collected)).toBe(true);

    const listed = (await kit.services({}, teacher)).list;
    expect(listed.slice(0, 2).map((app) => app.collected)).toEqual([true, true]);
    expect(listed.slice(2).some((app) => app.collected)).toBe(false);
    const guide = (await kit.get(`${api.guide.path}?appId=${first!.appId}`, teacher)).body.data;
    expect(guide.app.collected).toBe(true);

    expect((await collect(first!.appId, false, teacher)).body.data).toEqual({ collected: false });
    expect((await collect(first!.appId, false, teacher)).body.data).toEqual({ collected: false });
    expect(names((await kit.get(api.collected.path, teacher)).body.data)).toEqual([second!.name]);

    const student = await kit.login('2023001');
    expect((await kit.get(api.collected.path, student)).body.data).toEqual([]);
    expect((await kit.services({}, student)).list.some((app) => app.collected)).toBe(false);
    expect((await kit.services({})).list.some((app) => app.collected)).toBe(false);
  });

  it('treats an unknown, hidden or other-unit app as not found', async () => {
    const student = await kit.login('2023001');
    const onlyTeachers = await kit.findByName('教职工年度考核', await kit.login('T1001'));
    const notFound = { status: 404, body: { success: false, code: 404, msg: '服务不存在', data: null } };
    expect(await collect(onlyTeachers.appId, true, student)).toEqual(notFound);
    expect(await collect('999999', true, student)).toEqual(notFound);
    // Past the integer column or not a number at all: refused before any query (issue 9).
    expect((await collect('99999999999', true, student)).status).toBe(400);
    expect((await collect('abc', true, student)).status).toBe(400);
  });
});

describe('hit and click', () => {
  it('hit adds one to the count and returns it', async () => {
    const app = (await kit.services({})).list[3]!;
    const url = `${api.hit.path}?appId=${app.appId}`;
    expect((await kit.get(url)).body.data).toEqual({ hits: app.hits + 1 });
    expect((await kit.get(url, await kit.guest())).body.data).toEqual({ hits: app.hits + 2 });
  });

  it('records a guest click without recent use, and a user click with it', async () => {
    const app = (await kit.services({})).list[5]!;
    const appId = Number(app.appId);
    // The click answers with the app as stored: /to-handle-service decides from it, not from its query string.
    expect((await click(app.appId, undefined, 2)).body).toMatchObject({
      success: true,
      data: { recorded: true, app: { appId: app.appId, pcUrl: app.pcUrl, mobileUrl: app.mobileUrl } },
    });
    const guestClicks = await t.database.db
      .select()
      .from(appClicks)
      .where(and(eq(appClicks.appId, appId), isNull(appClicks.uid)));
    expect(guestClicks).toMatchObject([{ terminalType: 2, fid: 100001 }]);
    expect(await t.database.db.select().from(appRecentUses).where(eq(appRecentUses.appId, appId))).toEqual([]);

    const student = await kit.login('2023001');
    await click(app.appId, student);
    const after = await kit.findByName(app.name, student);
    expect(after.hits).toBe(app.hits + 2);
    expect(names((await kit.get(api.recentlyUsed.path, student)).body.data)).toEqual([app.name]);
    expect((await click(app.appId, student, 3)).status).toBe(400);
  });
});

describe('recently used', () => {
  it('keeps one entry per app, newest first, at most 20, filterable by attributeType', async () => {
    const teacher = await kit.login('T1001');
    const services = (await kit.services({ pageSize: 25 }, teacher)).list;
    for (const app of services.slice(0, 22)) await click(app.appId, teacher);
    await click(services[0]!.appId, teacher);
    const recent = (await kit.get(api.recentlyUsed.path, teacher)).body.data as App[];
    expect(recent).toHaveLength(20);
    expect(recent[0]!.name).toBe(services[0]!.name);
    expect(recent[1]!.name).toBe(services[21]!.name);
    expect(new Set(names(recent)).size).toBe(20);

    const system = (await kit.services({}, teacher, 'localhost', true)).list[0]!;
    await click(system.appId, teacher);
    expect(names((await kit.get(`${api.recentlyUsed.path}?attributeType=2`, teacher)).body.data)).toEqual([
      system.name,
    ]);
    const servicesOnly = (await kit.get(`${api.recentlyUsed.path}?attributeType=1`, teacher)).body.data as App[];
    expect(servicesOnly.every((app) => app.attributeType === 1)).toBe(true);
    expect((await kit.get(`${api.recentlyUsed.path}?attributeType=5`, teacher)).status).toBe(400);
  });

  it('groups recent uses by Asia/Shanghai date, newest date first', async () => {
    const student = await kit.login('2023001');
    const [a, b, c] = (await kit.services({}, student)).list;
    for (const app of [a!, b!, c!]) await click(app.appId, student);
    const [user] = await t.database.db
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.fid, 100001), eq(users.username, '2023001')));
    const uid = user!.uid;
    const setUsed = (app: App, iso: string) =>
      t.database.db
        .update(appRecentUses)
        .set({ usedAt: new Date(iso) })
        .where(and(eq(appRecentUses.uid, uid), eq(appRecentUses.appId, Number(app.appId))));
    await setUsed(a!, '2020-03-01T16:30:00Z'); // 2020-03-02 00:30 in Shanghai
    await setUsed(b!, '2020-03-01T15:30:00Z'); // 2020-03-01 23:30 in Shanghai
    await setUsed(c!, '2020-03-02T03:00:00Z'); // 2020-03-02 11:00 in Shanghai
    const groups = (await kit.get(api.recentlyUsedGroups.path, student)).body.data as { date: string; list: App[] }[];
    const recentGroups = groups.filter((group) => group.date <= '2020-03-02');
    expect(recentGroups.map((group) => [group.date, names(group.list)])).toEqual([
      ['2020-03-02', [c!.name, a!.name]],
      ['2020-03-01', [b!.name]],
    ]);
  });
});

describe('guide', () => {
  it('returns every field group with the app record', async () => {
    const app = await kit.findByName('在读证明开具');
    const { body } = await kit.get(`${api.guide.path}?appId=${app.appId}`);
    expect(body.success).toBe(true);
    // The hit counter of cached catalogue records may lag clicks by the cache's TTL (ADR 018).
    expect({ ...body.data.app, hits: 0 }).toEqual({ ...app, hits: 0 });
    expect(body.data).toMatchObject({
      itemName: '在读证明开具',
      itemType: '证明开具',
      implAgency: '教务处',
      handleMode: expect.stringMatching(/^(online|counter|both)$/),
      askPhone: expect.stringMatching(/^010-6277\d{4}$/),
      chargeStandard: '不收费',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(body.data.materials[1]).toMatchObject({ blankUrl: expect.stringMatching(/^\/assets\/demo\/forms\//) });
  });

  it('answers 404 for a business system without a guide and for a malformed or unknown id', async () => {
    const system = (await kit.services({}, undefined, 'localhost', true)).list[0]!;
    expect(await kit.get(`${api.guide.path}?appId=${system.appId}`)).toEqual({
      status: 404,
      body: { success: false, code: 404, msg: '该服务暂无办事指南', data: null },
    });
    expect((await kit.get(`${api.guide.path}?appId=2147483647`)).body).toMatchObject({ code: 404, msg: '服务不存在' });
    expect((await kit.get(`${api.guide.path}?appId=0`)).body).toMatchObject({
      code: 400,
      msg: '服务编号超出范围',
    });
    expect((await kit.get(`${api.guide.path}?appId=1%27`)).status).toBe(400);
    expect((await kit.get(api.guide.path)).status).toBe(400);
  });
});

describe('unit isolation', () => {
  it("hides unit 100001's apps from the government unit", async () => {
    const { appId } = (await kit.services({})).list[0]!;
    const citizen = await kit.login('citizen', 'gov.localhost');
    const notFound = { status: 404, body: { success: false, code: 404, msg: '服务不存在', data: null } };
    expect(await kit.get(`${api.guide.path}?appId=${appId}`, undefined, 'gov.localhost')).toEqual(notFound);
    expect(await kit.get(`${api.hit.path}?appId=${appId}`, citizen, 'gov.localhost')).toEqual(notFound);
    expect(await click(appId, citizen, 1, 'gov.localhost')).toEqual(notFound);
    expect(await collect(appId, true, citizen, 'gov.localhost')).toEqual(notFound);
    const govList = await kit.allServices(citizen, 'gov.localhost');
    expect(govList.some((app) => app.appId === appId)).toBe(false);
    expect(govList.every((app) => app.pcUrl === '' || !app.pcUrl.includes('demo-university'))).toBe(true);
  });
});

describe('keyword search (R1: LIKE wildcards taken literally)', () => {
  it('matches %, _ and \\ as plain characters', async () => {
    const [template] = await t.database.db.select().from(apps).where(eq(apps.fid, 100001)).limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template!;
    for (const name of ['满意度100%回访', '统一身份_认证', '路径\\备份'])
      await t.database.db.insert(apps).values({ ...rest, name, sort: 9000, visitorVisible: true, roles: [] });
    const found = async (keyword: string) => names((await kit.services({ keyword, pageSize: 100 })).list);
    expect(await found('%')).toEqual(['满意度100%回访']);
    expect(await found('0%回')).toEqual(['满意度100%回访']);
    expect(await found('_')).toEqual(['统一身份_认证']);
    expect(await found('份_认')).toEqual(['统一身份_认证']);
    expect(await found('\\')).toEqual(['路径\\备份']);
    expect(await found('%%%_')).toEqual([]);
  });
});
