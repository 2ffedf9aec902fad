import { describe, expect, it } from 'vitest';
import { serviceHallApi, type App, type AppType } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { buildApps } from '../../seed/service-hall/build';
import { campusCatalogue } from '../../seed/service-hall';
import { serviceHallKit } from './service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);

const seeded = buildApps(campusCatalogue).filter((item) => item.app.attributeType === 1);
const firstTypeVisible = seeded.filter((item) => item.typeIndex === 0 && item.app.visitorVisible).length;
const expectedTotals = {
  guest: seeded.filter((item) => item.app.visitorVisible).length,
  student: seeded.filter((item) => (item.app.roles ?? []).length === 0).length,
  teacher: seeded.length,
};

describe('role filtering (guests see visitor apps; users see apps of their user type)', () => {
  it('gives guest, student and teacher their own totals, with the teacher-only app only for teachers', async () => {
    const [guest, student, teacher] = [await kit.guest(), await kit.login('2023001'), await kit.login('T1001')];
    expect((await kit.services({}, guest)).total).toBe(expectedTotals.guest);
    expect((await kit.services({})).total).toBe(expectedTotals.guest);
    expect((await kit.services({}, student)).total).toBe(expectedTotals.student);
    expect((await kit.services({}, teacher)).total).toBe(expectedTotals.teacher);
    expect(expectedTotals.guest).toBeLessThan(expectedTotals.student);
    expect(expectedTotals.student).toBeLessThan(expectedTotals.teacher);

    const onlyTeachers = await kit.findByName('教职工年度考核', teacher);
    for (const token of [guest, student]) {
      expect((await kit.services({ keyword: '教职工年度考核' }, token)).total).toBe(0);
    }
    const guide = `${serviceHallApi.guide.path}?appId=${onlyTeachers.appId}`;
    expect((await kit.get(guide, teacher)).body).toMatchObject({ success: true });
    const notFound = { status: 404, body: { success: false, code: 404, msg: '服务不存在', data: null } };
    // A guest cannot tell a staff-only service from a missing one (issue 35 item 9).
    expect(await kit.get(guide, guest)).toEqual(notFound);
    expect(await kit.get(`${serviceHallApi.guide.path}?appId=999999`, guest)).toEqual(notFound);
    expect(await kit.get(guide, student)).toEqual(notFound);
  });

  it('counts types and departments with the same visibility', async () => {
    for (const [token, total] of [
      [undefined, expectedTotals.guest],
      [await kit.login('2023001'), expectedTotals.student],
      [await kit.login('T1001'), expectedTotals.teacher],
    ] as const) {
      const types = (await kit.get(serviceHallApi.allTypes.path, token)).body.data as AppType[];
      expect(types.reduce((sum, type) => sum + type.count, 0)).toBe(total);
      const depts = (await kit.get(serviceHallApi.departments.path, token)).body.data as { count: number }[];
      expect(depts.reduce((sum, dept) => sum + dept.count, 0)).toBe(total);
    }
    const types = (await kit.get(serviceHallApi.allTypes.path)).body.data as AppType[];
    expect(types.find((type) => type.name === '人事服务')?.count).toBe(0);
  });
});

describe('types, departments and labels', () => {
  it('lists service types by default and business-system types for attributeType 2', async () => {
    const services = (await kit.get(serviceHallApi.allTypes.path)).body.data as AppType[];
    expect(services.length).toBeGreaterThanOrEqual(12);
    expect(services[0]).toEqual({
      typeId: expect.any(Number),
      name: '教学教务',
      icon: expect.any(String),
      count: firstTypeVisible,
    });
    expect(services.every((type) => type.icon.startsWith('/assets/demo/icons/'))).toBe(true);
    const systems = (await kit.get(`${serviceHallApi.allTypes.path}?attributeType=2`)).body.data as AppType[];
    expect(systems.map((type) => type.name)).toEqual(['教学科研', '管理服务', '校园生活', '协同办公']);
    expect((await kit.get(`${serviceHallApi.allTypes.path}?attributeType=3`)).status).toBe(400);
  });

  it('lists departments and labels in order', async () => {
    const depts = (await kit.get(serviceHallApi.departments.path)).body.data as { name: string }[];
    expect(depts.slice(0, 3).map((dept) => dept.name)).toEqual(['教务处', '学生处', '研究生院']);
    const labels = (await kit.get(serviceHallApi.labels.path)).body.data as { name: string }[];
    expect(labels.map((label) => label.name)).toEqual(['高频', '新生', '毕业生', '掌上办', '零跑腿', '教职工专享']);
  });
});

describe('service list', () => {
  it('pages in sort order with a correct total and a short last page', async () => {
    const all: App[] = [];
    const pages = Math.ceil(expectedTotals.guest / 20);
    for (let page = 1; page <= pages; page += 1) {
      const { list, total } = await kit.services({ page, pageSize: 20 });
      expect(total).toBe(expectedTotals.guest);
      expect(list).toHaveLength(page < pages ? 20 : expectedTotals.guest - 20 * (pages - 1));
      all.push(...list);
    }
    expect(new Set(all.map((app) => app.appId)).size).toBe(expectedTotals.guest);
    expect(all.map((app) => app.name)).toEqual(seeded.filter((s) => s.app.visitorVisible).map((s) => s.app.name));
    expect(await kit.services({ page: pages + 1, pageSize: 20 })).toEqual({ list: [], total: expectedTotals.guest });
    expect((await kit.services({})).list).toHaveLength(10);
  });

  it('filters by type, department, label and audience', async () => {
    const teacher = await kit.login('T1001');
    const types = (await kit.get(serviceHallApi.allTypes.path, teacher)).body.data as AppType[];
    const byType = await kit.services({ typeId: types[4]!.typeId, pageSize: 100 }, teacher);
    expect(byType.total).toBe(types[4]!.count);
    expect(byType.list.every((app) => app.typeId === types[4]!.typeId && app.typeName === types[4]!.name)).toBe(true);

    const depts = (await kit.get(serviceHallApi.departments.path, teacher)).body.data;
    const library = depts.find((dept: { name: string }) => dept.name === '图书馆');
    const byDept = await kit.services({ deptId: library.deptId, pageSize: 100 }, teacher);
    expect(byDept.total).toBe(library.count);
    expect(byDept.list.every((app) => app.deptName === '图书馆')).toBe(true);

    const labels = (await kit.get(serviceHallApi.labels.path)).body.data as { labelId: number; name: string }[];
    const fresh = labels.find((label) => label.name === '新生')!;
    const byLabel = await kit.services({ labelId: fresh.labelId, pageSize: 100 }, teacher);
    expect(byLabel.total).toBeGreaterThan(0);
    expect(byLabel.list.every((app) => app.labels.includes('新生'))).toBe(true);

    const alumni = await kit.services({ audience: 'alumni', pageSize: 100 }, teacher);
    expect(alumni.total).toBeGreaterThan(0);
    expect(alumni.list.every((app) => app.audiences.includes('alumni'))).toBe(true);
    expect((await kit.services({ typeId: types[0]!.typeId, audience: 'legal' }, teacher)).total).toBe(0);
  });

  it('matches a keyword in the name, the summary or the department name', async () => {
    const byName = await kit.services({ keyword: '  成绩单 ' });
    expect(byName.list.map((app) => app.name)).toEqual(expect.arrayContaining(['中英文成绩单打印']));
    const byDept = await kit.services({ keyword: '档案馆', pageSize: 100 });
    expect(byDept.list.some((app) => !app.name.includes('档案馆') && app.deptName === '档案馆')).toBe(true);
    const bySummary = await kit.services({ keyword: '电子签章', pageSize: 100 });
    expect(bySummary.list.some((app) => !app.name.includes('电子签章'))).toBe(true);
  });

  it('rejects bad input with a 400 and a Chinese message', async () => {
    const bad = async (payload: unknown) => kit.post(serviceHallApi.serviceList.path, payload);
    expect(await bad({ page: 0 })).toMatchObject({ status: 400, body: { success: false, code: 400 } });
    expect((await bad({ page: 0 })).body.msg).toContain('页码从 1 开始');
    expect((await bad({ pageSize: -1 })).body.msg).toContain('每页条数至少为 1');
    expect((await bad({ typeId: 'x' })).status).toBe(400);
    expect((await bad({ audience: 'alien' })).status).toBe(400);
    expect((await bad({ keyword: '查'.repeat(101) })).body).toMatchObject({
      code: 400,
      msg: expect.stringContaining('关键词不能超过 100 个字'),
    });
    expect((await bad({ keyword: '查'.repeat(100) })).status).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: serviceHallApi.serviceList.path,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'page=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, code: 415 });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: serviceHallApi.serviceList.path,
      headers: { host: 'localhost', origin: 'https://evil.example' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('business systems, hot and recommended', () => {
  it('lists business systems with http(s) addresses, by role', async () => {
    const systems = await kit.allServices(await kit.login('T1001'), 'localhost', true);
    expect(systems.length).toBeGreaterThanOrEqual(20);
    expect(systems.every((app) => app.attributeType === 2 && /^https?:\/\//.test(app.pcUrl))).toBe(true);
    const guestSystems = await kit.allServices(undefined, 'localhost', true);
    expect(guestSystems.length).toBeLessThan(systems.length);
    const oa = await kit.findByName('协同办公系统（OA）', await kit.login('T1001'), 'localhost', true);
    const filtered = await kit.services(
      { typeId: oa.typeId, keyword: 'OA' },
      await kit.login('T1001'),
      'localhost',
      true,
    );
    expect(filtered.list.map((app) => app.name)).toEqual(['协同办公系统（OA）']);
    expect((await kit.services({ keyword: 'OA' }, await kit.login('2023001'), 'localhost', true)).total).toBe(0);
  });

  it('gives the ten most used visible services, most hits first', async () => {
    const hot = (await kit.get(serviceHallApi.hot.path)).body.data as App[];
    expect(hot).toHaveLength(10);
    expect(hot.map((app) => app.hits)).toEqual([...hot.map((app) => app.hits)].sort((a, b) => b - a));
    const visible = seeded.filter((s) => s.app.visitorVisible).map((s) => s.app.hits ?? 0);
    expect(hot[0]!.hits).toBe(Math.max(...visible));
  });

  it('gives the recommended services in display order', async () => {
    const names = ((await kit.get(serviceHallApi.recommended.path)).body.data as App[]).map((app) => app.name);
    const expected = seeded.filter((s) => s.app.recommended && s.app.visitorVisible).map((s) => s.app.name);
    expect(names).toEqual(expected.slice(0, 20));
    expect(names.length).toBeGreaterThan(5);
  });
});
