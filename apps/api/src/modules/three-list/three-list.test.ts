import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  navigationApi,
  threeListApi,
  type MenuItem,
  type ThreeListConfig,
  type ThreeListField,
  type ThreeListRow,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { threeListConfigs, threeListItems } from './three-list.table';
import { searchTextOf } from './three-list.repository';

const t = useTestApp();
const kit = serviceHallKit(t);
const GOV = 'gov.localhost';

const config = async (host = 'localhost', token?: string) =>
  (await kit.get(threeListApi.config.path, token, host)).body.data as ThreeListConfig;
const typeNamed = async (name: string, host = GOV) => (await config(host)).types.find((type) => type.name === name)!;
const list = async (query: string, host = GOV, token?: string) => {
  const { status, body } = await kit.get(`${threeListApi.list.path}?${query}`, token, host);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { list: ThreeListRow[]; total: number };
};

describe('config', () => {
  it('answers the government unit’s three lists, open to guests, with their row counts', async () => {
    const gov = await config(GOV);
    expect(gov).toMatchObject({ title: '三张清单', visitorVisible: 1, pageSize: 10 });
    expect(gov.types.map((type) => type.name)).toEqual(['权力清单', '责任清单', '公共服务清单']);
    for (const type of gov.types) expect(type.total, type.name).toBeGreaterThanOrEqual(24);
  });

  it('answers the campus lists as members-only, and no lists for a unit without them', async () => {
    const campus = await config();
    expect(campus.visitorVisible).toBe(0);
    expect(campus.types.map((type) => type.name)).toEqual(['责任清单', '权力清单', '公共服务清单']);
    expect(await config('39374.localhost')).toMatchObject({ visitorVisible: 1, types: [] });
  });
});

describe('fields', () => {
  it('answers the columns of one type in order, with the phone’s headline, or of every type', async () => {
    const power = await typeNamed('权力清单');
    const { body } = await kit.get(`${threeListApi.fields.path}?typeId=${power.typeId}`, undefined, GOV);
    const fields = body.data as ThreeListField[];
    expect(fields.map((field) => field.name)).toEqual([
      '事项编码',
      '事项名称',
      '事项类型',
      '实施主体',
      '设定依据',
      '行使层级',
    ]);
    expect(fields.filter((field) => field.headline === 1).map((field) => field.fieldKey)).toEqual(['name']);
    const all = (await kit.get(threeListApi.fields.path, undefined, GOV)).body.data as ThreeListField[];
    expect(new Set(all.map((field) => field.typeId)).size).toBe(3);
  });
});

describe('lists', () => {
  it('pages a list in its order, with every cell of the field config and the total', async () => {
    const power = await typeNamed('权力清单');
    const first = await list(`typeId=${power.typeId}&page=1&pageSize=20`);
    const second = await list(`typeId=${power.typeId}&page=2&pageSize=20`);
    expect(first.total).toBe(power.total);
    expect(first.list).toHaveLength(20);
    expect(new Set([...first.list, ...second.list].map((row) => row.id)).size).toBe(
      first.list.length + second.list.length,
    );
    expect(Object.keys(first.list[0]!.cells).sort()).toEqual(['agency', 'basis', 'code', 'kind', 'level', 'name']);
    expect(first.list[0]!.cells).toMatchObject({ name: '食品经营许可', kind: '行政许可' });
    // Past the end: an empty page with the same total.
    expect(await list(`typeId=${power.typeId}&page=500&pageSize=20`)).toEqual({ list: [], total: power.total });
    // Defaults: page 1 of 10.
    expect((await list(`typeId=${power.typeId}`)).list).toHaveLength(10);
  });

  it('finds a keyword in any cell, two characters or one, and takes LIKE wildcards literally', async () => {
    const power = await typeNamed('权力清单');
    const penalties = await list(`typeId=${power.typeId}&keyword=${encodeURIComponent(' 行政处罚 ')}&pageSize=100`);
    expect(penalties.total).toBeGreaterThanOrEqual(10);
    expect(penalties.list.every((row) => row.cells.kind === '行政处罚' || row.cells.name!.includes('行政处罚'))).toBe(
      true,
    );
    const byBasis = await list(`typeId=${power.typeId}&keyword=${encodeURIComponent('食品安全法')}&pageSize=100`);
    expect(byBasis.list.every((row) => row.cells.basis!.includes('食品安全法'))).toBe(true);
    expect(byBasis.total).toBeGreaterThanOrEqual(4);
    const oneChar = await list(`typeId=${power.typeId}&keyword=${encodeURIComponent('税')}`);
    expect(oneChar.total).toBeGreaterThanOrEqual(1);
    expect((await list(`typeId=${power.typeId}&keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`typeId=${power.typeId}&keyword=${encodeURIComponent('无此事项')}`)).total).toBe(0);
  });

  it.each([
    ['typeId=abc', '分类必须是数字编号'],
    ['', '分类不能为空'],
    ['typeId=1&page=0', '页码从 1 开始'],
    ['typeId=1&page=10001', '页码不能超过 10000'],
    ['typeId=1&pageSize=0', '每页条数至少为 1'],
    ['typeId=1&pageSize=2.5', '每页条数格式不正确'],
    [`typeId=1&keyword=${'查'.repeat(101)}`, '关键词不能超过 100 个字'],
    ['typeId=1&keyword=%E8%A1%8C%0A%E6%94%BF', '关键词不能包含控制字符'],
  ])('refuses %s with a Chinese 400', async (query, message) => {
    const { status, body } = await kit.get(`${threeListApi.list.path}?${query}`, undefined, GOV);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.msg).toContain(message);
  });

  it('keeps units apart: another unit’s list is as unknown as a missing one', async () => {
    const student = await kit.login('2023001');
    const campusPower = (await config('localhost', student)).types.find((type) => type.name === '权力清单')!;
    for (const path of [threeListApi.list.path, threeListApi.fields.path]) {
      expect((await kit.get(`${path}?typeId=${campusPower.typeId}`, undefined, GOV)).body).toMatchObject({
        success: false,
        code: 404,
        msg: '清单不存在',
      });
    }
    const govPower = await typeNamed('权力清单');
    expect((await kit.get(`${threeListApi.list.path}?typeId=${govPower.typeId}`, student)).body).toMatchObject({
      code: 404,
    });
    // The campus' rows never appear on the government unit, whatever the keyword.
    const campusRows = await list(`typeId=${campusPower.typeId}&pageSize=100`, 'localhost', student);
    const govRows = await list(`typeId=${govPower.typeId}&pageSize=100`);
    const campusIds = new Set(campusRows.list.map((row) => row.id));
    expect(govRows.list.some((row) => campusIds.has(row.id))).toBe(false);
  });
});

describe('guests (the unit’s setting)', () => {
  it('refuses guests the campus lists with code 401 and lets its users in', async () => {
    const student = await kit.login('2023001');
    const [duty] = (await config('localhost', student)).types;
    for (const token of [undefined, await kit.guest()]) {
      for (const path of [`${threeListApi.list.path}?typeId=${duty!.typeId}`, threeListApi.fields.path]) {
        expect((await kit.get(path, token)).body, path).toMatchObject({
          success: false,
          code: 401,
          msg: '请登录后查看清单',
        });
      }
    }
    expect((await list(`typeId=${duty!.typeId}`, 'localhost', student)).total).toBeGreaterThanOrEqual(30);
  });

  it('follows the setting when it changes, without a restart', async () => {
    const power = await typeNamed('权力清单');
    const version = t.app.cache.version;
    await t.database.db.update(threeListConfigs).set({ visitorVisible: false }).where(eq(threeListConfigs.fid, 200001));
    await expect.poll(() => t.app.cache.version, { timeout: 5_000 }).toBeGreaterThan(version);
    expect((await kit.get(`${threeListApi.list.path}?typeId=${power.typeId}`, undefined, GOV)).body).toMatchObject({
      code: 401,
    });
    expect((await list(`typeId=${power.typeId}`, GOV, await kit.login('citizen', GOV))).total).toBe(power.total);
    await t.database.db.update(threeListConfigs).set({ visitorVisible: true }).where(eq(threeListConfigs.fid, 200001));
  });

  it('a changed row shows at once (change notice) and its search text finds it', async () => {
    const service = await typeNamed('公共服务清单');
    const [row] = await t.database.db
      .select()
      .from(threeListItems)
      .where(and(eq(threeListItems.fid, 200001), eq(threeListItems.typeId, service.typeId)))
      .limit(1);
    const cells = { ...row!.cells, name: '新增测试便民事项' };
    const version = t.app.cache.version;
    await t.database.db
      .update(threeListItems)
      .set({ cells, searchText: searchTextOf(cells) })
      .where(eq(threeListItems.id, row!.id));
    await expect.poll(() => t.app.cache.version, { timeout: 5_000 }).toBeGreaterThan(version);
    const found = await list(`typeId=${service.typeId}&keyword=${encodeURIComponent('测试便民')}`);
    expect(found.list.map((item) => item.id)).toEqual([row!.id]);
  });
});

describe('menus', () => {
  it('offers 三张清单 on both sites: to guests on the government unit, to signed-in users on the campus', async () => {
    const names = async (path: string, host: string, token?: string) =>
      ((await kit.get(path, token, host)).body.data as MenuItem[]).map((item) => item.link);
    expect(await names(navigationApi.openMenus.path, GOV)).toContain('/three-list');
    expect(await names(navigationApi.mobileMenus.path, GOV)).toContain('/mobile/three-list');
    expect(await names(navigationApi.openMenus.path, 'localhost')).not.toContain('/three-list');
    const student = await kit.login('2023001');
    const desktop = await names(navigationApi.openMenus.path, 'localhost', student);
    expect(desktop.indexOf('/three-list')).toBe(desktop.indexOf('/info-center') + 1);
    expect(await names(navigationApi.mobileMenus.path, 'localhost', student)).toContain('/mobile/three-list');
  });
});
