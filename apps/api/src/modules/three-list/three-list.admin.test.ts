import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  adminThreeListsApi,
  threeListApi,
  type AdminThreeListItem,
  type AdminThreeListType,
  type ThreeListRow,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { auditLog } from '../audit/audit.table';

const t = useTestApp();
const { login, call } = consoleKit(t);
const GOV = 'gov.localhost';
const GOV_FID = 200001;

const typesOf = async (token: string, host = GOV) =>
  (await call(adminThreeListsApi.types, { token, host })).body.data as AdminThreeListType[];

/** What a guest of the government site finds in a list for a keyword. */
const guestFinds = async (typeId: number, keyword: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${threeListApi.list.path}?typeId=${typeId}&keyword=${encodeURIComponent(keyword)}`,
    headers: { host: GOV },
  });
  return (response.json().data as { list: ThreeListRow[] }).list;
};

describe('three lists in the console', () => {
  it('are an editor’s and an administrator’s: a student gets 403, a guest 401', async () => {
    expect((await call(adminThreeListsApi.types)).body).toMatchObject({ success: false, code: 401 });
    expect((await call(adminThreeListsApi.types, { token: await login('2023001') })).status).toBe(403);
    const types = await typesOf(await login('editor100001'), 'localhost');
    expect(types.map((type) => type.name)).toEqual(['责任清单', '权力清单', '公共服务清单']);
    expect(types[0]!.fields.filter((field) => field.headline)).toHaveLength(1);
  });

  it('add, edit and remove an entry, which a guest sees at once; a stale edit is a conflict', async () => {
    const token = await login('admin200001', GOV);
    const power = (await typesOf(token)).find((type) => type.name === '权力清单')!;
    const made = await call(adminThreeListsApi.createItem, {
      token,
      host: GOV,
      body: { typeId: power.typeId, cells: { name: '无人机飞行许可', kind: '行政许可' }, sort: 5 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const item = made.body.data as AdminThreeListItem;
    // Every field of the type; those left out are empty.
    expect(Object.keys(item.cells).sort()).toEqual(power.fields.map((field) => field.fieldKey).sort());
    expect(item.cells).toMatchObject({ name: '无人机飞行许可', kind: '行政许可', basis: '' });
    await vi.waitFor(async () =>
      expect((await guestFinds(power.typeId, '无人机')).map((row) => row.id)).toEqual([item.id]),
    );

    const saved = await call(adminThreeListsApi.saveItem, {
      token,
      host: GOV,
      body: { id: item.id, cells: { ...item.cells, name: '民用无人机飞行许可' }, sort: 5, version: item.version },
    });
    expect(saved.body.data.cells.name).toBe('民用无人机飞行许可');
    await vi.waitFor(async () =>
      expect((await guestFinds(power.typeId, '无人机'))[0]!.cells.name).toBe('民用无人机飞行许可'),
    );
    const stale = await call(adminThreeListsApi.saveItem, {
      token,
      host: GOV,
      body: { id: item.id, cells: { name: '旧名称' }, sort: 5, version: item.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该内容已被他人修改');
    expect(stale.body.data.current).toMatchObject({ cells: { name: '民用无人机飞行许可' } });

    const listed = await call(withQuery(adminThreeListsApi.items, { typeId: power.typeId, keyword: '无人机' }), {
      token,
      host: GOV,
    });
    expect(listed.body.data).toEqual({ list: [saved.body.data], total: 1 });
    // Another unit's entry is not found; a stale removal is a conflict.
    const campus = await login('admin100001');
    const elsewhere = await call(adminThreeListsApi.removeItem, {
      token: campus,
      body: { id: item.id, version: saved.body.data.version },
    });
    expect(elsewhere.status).toBe(404);
    expect(
      (await call(adminThreeListsApi.removeItem, { token, host: GOV, body: { id: item.id, version: item.version } }))
        .status,
    ).toBe(409);
    const removed = await call(adminThreeListsApi.removeItem, {
      token,
      host: GOV,
      body: { id: item.id, version: saved.body.data.version },
    });
    expect(removed.body.data).toEqual({ removed: true });
    await vi.waitFor(async () => expect(await guestFinds(power.typeId, '无人机')).toEqual([]));

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.fid, GOV_FID), eq(auditLog.event, 'admin_write')));
    expect(audits.map((entry) => entry.method)).toEqual(['threeList.create', 'threeList.save', 'threeList.remove']);
    expect(audits[1]).toMatchObject({
      username: 'admin200001',
      target: `清单条目「民用无人机飞行许可」（${item.id} 号）`,
      before: { cells: expect.objectContaining({ name: '无人机飞行许可' }) },
    });
  });

  it('refuse bad entries in Chinese: an unknown field, no headline, another unit’s list', async () => {
    const token = await login('admin200001', GOV);
    const power = (await typesOf(token)).find((type) => type.name === '权力清单')!;
    const create = (body: unknown, host = GOV, as = token) =>
      call(adminThreeListsApi.createItem, { token: as, host, body });
    expect((await create({ typeId: power.typeId, cells: { colour: '红' }, sort: 0 })).body).toMatchObject({
      code: 400,
      msg: '清单字段不存在',
    });
    expect((await create({ typeId: power.typeId, cells: { kind: '行政许可' }, sort: 0 })).body).toMatchObject({
      code: 400,
      msg: '请填写事项名称',
    });
    expect((await create({ typeId: power.typeId, cells: {}, sort: -1 })).body.msg).toBe('排序不能小于 0');
    const campus = await login('admin100001');
    expect(
      (await create({ typeId: power.typeId, cells: { name: '某事项' }, sort: 0 }, 'localhost', campus)).status,
    ).toBe(404);
  });
});
