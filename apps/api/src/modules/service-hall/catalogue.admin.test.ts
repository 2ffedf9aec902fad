import { describe, expect, it } from 'vitest';
import {
  adminApi,
  adminCatalogueApi,
  adminServicesApi,
  CATALOGUE_UNIT_ONLY,
  serviceHallApi,
  type CatalogueEntry,
  type CatalogueKind,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const entries = async (token: string, kind: CatalogueKind) =>
  (await call(withQuery(adminCatalogueApi.list, { kind, pageSize: 100 }), { token })).body.data as {
    list: CatalogueEntry[];
    total: number;
  };

const save = (token: string, body: object) => call(adminCatalogueApi.save, { token, body });

/** The names of a hall filter a guest of localhost is offered. */
const guestNames = async (endpoint: { method: string; path: string }) =>
  ((await call(endpoint)).body.data as { name: string }[]).map((item) => item.name);

describe('console catalogue: who may change it', () => {
  it('is the unit administrator’s only: a 事项管理员 403 in Chinese, an editor 403, a guest 401', async () => {
    const admin = await login('admin100001');
    const labels = await entries(admin, 'label');
    expect(labels.total).toBeGreaterThan(0);
    expect(labels.list[0]).toMatchObject({ hidden: false, version: expect.any(String) });

    const jwc = await login('jwc100001');
    const refused = await call(withQuery(adminCatalogueApi.list, { kind: 'label' }), { token: jwc });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(CATALOGUE_UNIT_ONLY);
    const body = { kind: 'label', name: '事项管理员加的', sort: 0, hidden: false, version: '' };
    expect((await save(jwc, body)).status).toBe(403);
    const entry = labels.list[0]!;
    expect(
      (
        await call(adminCatalogueApi.remove, {
          token: jwc,
          body: { kind: 'label', id: entry.id, version: entry.version },
        })
      ).status,
    ).toBe(403);
    expect((await save(await login('editor100001'), body)).status).toBe(403);
    expect((await save(await login('2023001'), body)).status).toBe(403);
    expect((await call(adminCatalogueApi.save, { body })).body.code).toBe(401);
  });
});

describe('console catalogue: editing', () => {
  it('adds, renames, hides and deletes a label; guests’ filters follow at once; 409 and audit', async () => {
    const admin = await login('admin100001');
    const created = (await save(admin, { kind: 'label', name: '迎新季', sort: 5, hidden: false, version: '' })).body
      .data as CatalogueEntry;
    expect(created).toMatchObject({ name: '迎新季', sort: 5, hidden: false, inUse: 0 });
    await expect.poll(() => guestNames(serviceHallApi.labels), { timeout: 1_000 }).toContain('迎新季');

    const renamed = (await save(admin, { ...created, kind: 'label', name: '迎新' })).body.data as CatalogueEntry;
    const stale = await save(admin, { ...created, kind: 'label', name: '旧名' });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ name: '迎新' });

    const hidden = (await save(admin, { ...renamed, kind: 'label', hidden: true })).body.data as CatalogueEntry;
    await expect.poll(() => guestNames(serviceHallApi.labels), { timeout: 1_000 }).not.toContain('迎新');
    expect((await entries(admin, 'label')).list.map((entry) => entry.name)).toContain('迎新');

    const removed = await call(adminCatalogueApi.remove, {
      token: admin,
      body: { kind: 'label', id: created.id, version: hidden.version },
    });
    expect(removed.body.data).toEqual({ removed: true });

    const audit = (await call(withQuery(adminApi.audit, { event: 'admin_write' }), { token: admin })).body.data.list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['新增服务目录项', '修改服务目录项', '删除服务目录项']),
    );
    const renaming = audit.find(
      (entry: { before: { name?: string } | null; after: { name?: string } | null }) =>
        entry.before?.name === '迎新季' && entry.after?.name === '迎新',
    );
    expect(renaming).toMatchObject({ target: '服务标签「迎新」' });
  });

  it('refuses to delete a department services use, saying how many; hides it from the hall instead', async () => {
    const admin = await login('admin100001');
    const used = (await entries(admin, 'department')).list.find((entry) => entry.inUse > 0)!;
    const refused = await call(adminCatalogueApi.remove, {
      token: admin,
      body: { kind: 'department', id: used.id, version: used.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      `仍有 ${used.inUse} 个服务事项或业务系统属于该办理部门，不能删除；请先把它们改到别处，或把它隐藏`,
    );
    const services = (await call(withQuery(adminServicesApi.list, { deptId: used.id }), { token: admin })).body.data;
    expect(services.total).toBeGreaterThan(0);

    await save(admin, { ...used, kind: 'department', hidden: true });
    await expect.poll(() => guestNames(serviceHallApi.departments), { timeout: 1_000 }).not.toContain(used.name);
  });

  it('keeps each list apart and refuses bad input in Chinese', async () => {
    const admin = await login('admin100001');
    const types = (await entries(admin, 'serviceType')).list;
    const systemTypes = (await entries(admin, 'systemType')).list;
    expect(types.some((type) => systemTypes.some((other) => other.id === type.id))).toBe(false);

    const base = { kind: 'serviceType', name: '新分类', sort: 0, hidden: false, version: '' };
    const cases: [object, string][] = [
      [{ ...base, name: '' }, '请填写名称'],
      [{ ...base, name: '长'.repeat(31) }, '名称不能超过 30 个字'],
      [{ ...base, sort: -1 }, '排序不能为负数'],
      [{ ...base, kind: 'audience' }, '请选择要管理的目录'],
      [{ ...base, name: types[0]!.name }, '已有同名的服务分类，请换一个名称'],
    ];
    for (const [body, msg] of cases) {
      const refused = await save(admin, body);
      expect(refused.status, msg).toBe(400);
      expect(refused.body.msg).toContain(msg);
    }
    // A business-system type is not a service type of the same id.
    const wrongKind = await save(admin, { ...systemTypes[0]!, kind: 'serviceType' });
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.msg).toBe('该服务分类不存在，可能已被删除');
    // Another unit's entry is not this unit's to change.
    const gov = await login('admin200001', 'gov.localhost');
    const elsewhere = await call(adminCatalogueApi.save, {
      token: gov,
      host: 'gov.localhost',
      body: { ...types[0]!, kind: 'serviceType' },
    });
    expect(elsewhere.status).toBe(404);
  });
});
