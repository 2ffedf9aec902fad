import { describe, expect, it } from 'vitest';
import { adminApi, adminSystemsApi, serviceHallApi, type AdminSystem } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

interface SystemList {
  list: AdminSystem[];
  total: number;
  types: { id: number; name: string }[];
  departments: { id: number; name: string }[];
}

const listOf = async (token: string, query: Record<string, string | number> = {}) =>
  (await call(withQuery(adminSystemsApi.list, query), { token })).body.data as SystemList;

/** The names of the business systems a guest's /business-system page lists. */
const guestSystems = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: serviceHallApi.businessList.path,
    headers: { host: 'localhost' },
    payload: { page: 1, pageSize: 100 },
  });
  return (response.json().data.list as { name: string }[]).map((app) => app.name);
};

/** A system to save, from a stored one. */
const edit = ({ typeName: _t, deptName: _d, ...system }: AdminSystem, change: Partial<AdminSystem>) => ({
  ...system,
  ...change,
});

describe('console business systems', () => {
  it('lists the unit’s systems a page at a time for the unit administrator only', async () => {
    const admin = await login('admin100001');
    const page = await listOf(admin, { pageSize: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.types.length).toBeGreaterThan(0);
    expect(page.departments.length).toBeGreaterThan(0);
    expect(page.list[0]).toMatchObject({ signOn: 'none', frameAllowed: false, version: expect.any(String) });

    for (const username of ['editor100001', '2023001']) {
      const refused = await call(adminSystemsApi.list, { token: await login(username) });
      expect(refused.status, username).toBe(403);
    }
    expect((await call(adminSystemsApi.list)).body).toMatchObject({ success: false, code: 401 });
  });

  it('adds, edits and removes a system; a guest sees each change; 409 on a stale save; audited', async () => {
    const token = await login('admin100001');
    const { types, departments } = await listOf(token);
    const body = {
      name: '实验室预约系统',
      summary: '预约开放实验室与大型仪器',
      pcUrl: 'https://lab.demo-university.edu.cn/',
      mobileUrl: '',
      icon: 'experiment',
      typeId: types[0]!.id,
      deptId: departments[0]!.id,
      signOn: 'portal' as const,
      frameAllowed: true,
      guests: true,
      userTypes: [],
      version: '',
    };
    const created = (await call(adminSystemsApi.save, { token, body })).body.data as AdminSystem;
    expect(created).toMatchObject({ name: '实验室预约系统', signOn: 'portal', frameAllowed: true });
    await expect.poll(guestSystems, { timeout: 1_000 }).toContain('实验室预约系统');

    const renamed = (await call(adminSystemsApi.save, { token, body: edit(created, { name: '实验室与仪器预约' }) }))
      .body.data as AdminSystem;
    expect(renamed.name).toBe('实验室与仪器预约');
    const stale = await call(adminSystemsApi.save, { token, body: edit(created, { name: '旧名' }) });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ name: '实验室与仪器预约' });

    // Signed-in teachers only: a guest no longer sees it.
    const hidden = (
      await call(adminSystemsApi.save, { token, body: edit(renamed, { guests: false, userTypes: ['TEACHER'] }) })
    ).body.data as AdminSystem;
    await expect.poll(guestSystems, { timeout: 1_000 }).not.toContain('实验室与仪器预约');

    const removed = await call(adminSystemsApi.remove, { token, body: { id: created.id, version: hidden.version } });
    expect(removed.body.data).toEqual({ removed: true });
    expect((await listOf(token, { keyword: '实验室' })).total).toBe(0);

    const audit = (await call(withQuery(adminApi.audit, { event: 'admin_write' }), { token })).body.data.list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['新增业务系统', '修改业务系统', '删除业务系统']),
    );
    const renaming = audit.find(
      (entry: { before: { name?: string } | null; after: { name?: string } | null }) =>
        entry.before?.name === '实验室预约系统' && entry.after?.name === '实验室与仪器预约',
    );
    expect(renaming).toMatchObject({ action: '修改业务系统', target: '业务系统「实验室与仪器预约」' });
  });

  it('refuses bad input in Chinese', async () => {
    const token = await login('admin100001');
    const { list, types } = await listOf(token);
    const base = edit(list[0]!, {});
    const cases: [object, string][] = [
      [{ ...base, pcUrl: 'ftp://files.example.cn/' }, '电脑端地址须是以 http:// 或 https:// 开头的完整地址'],
      [{ ...base, mobileUrl: 'javascript:alert(1)' }, '移动端地址须是以 http:// 或 https:// 开头的完整地址，或留空'],
      [
        { ...base, icon: '//evil.example.com/a.png' },
        '图标须是图标名称、以 / 开头的站内图片路径或以 http(s):// 开头的图片地址',
      ],
      [{ ...base, signOn: 'ldap' }, '请选择登录方式'],
      [{ ...base, name: '' }, '名称不能为空'],
      [{ ...base, typeId: 999_999 }, '所选分类不存在，请重新选择'],
    ];
    for (const [body, msg] of cases) {
      const refused = await call(adminSystemsApi.save, { token, body });
      expect(refused.status, msg).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    expect(types.length).toBeGreaterThan(0);
    // Another unit's system is not this unit's to edit.
    const gov = await login('admin200001', 'gov.localhost');
    const elsewhere = await call(adminSystemsApi.save, { token: gov, host: 'gov.localhost', body: base });
    expect(elsewhere.status).toBe(404);
  });
});
