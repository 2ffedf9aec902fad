import { describe, expect, it } from 'vitest';
import { adminApi, adminMenusApi, navigationApi, type AdminMenu, type MenuItem } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const listOf = async (token: string, terminal: 'pc' | 'mobile') =>
  (await call(withQuery(adminMenusApi.list, { terminal }), { token })).body.data as {
    list: AdminMenu[];
    order: string;
    systems: { id: number; name: string }[];
  };

/** What a guest's desktop menu shows (no token: the shared guest answer). */
const guestMenu = async (path = navigationApi.openMenus.path) =>
  ((await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } })).json().data as MenuItem[]).map(
    (item) => item.name,
  );

/** An entry to save, from a stored one. */
const edit = ({ systemName: _name, ...menu }: AdminMenu, change: Partial<AdminMenu>) => ({ ...menu, ...change });

const newEntry = {
  terminal: 'pc' as const,
  name: '校史馆',
  kind: 'outside' as const,
  link: 'https://history.demo-university.edu.cn/',
  systemId: null,
  icon: 'book',
  guests: true,
  needsLogin: false,
  userTypes: [],
  hidden: false,
  version: '',
};

describe('console menus: who may', () => {
  it('lets the unit administrator in, and refuses an editor, a student and a guest', async () => {
    const admin = await login('admin100001');
    const list = await listOf(admin, 'pc');
    expect(list.list.map((menu) => menu.name)).toContain('个人中心');
    expect(list.list.find((menu) => menu.name === '校园地图')).toMatchObject({ kind: 'iframe', guests: true });
    expect(list.list.find((menu) => menu.name === '个人中心')).toMatchObject({ kind: 'route', needsLogin: true });

    for (const username of ['editor100001', '2023001']) {
      const refused = await call(withQuery(adminMenusApi.list, { terminal: 'pc' }), { token: await login(username) });
      expect(refused.status, username).toBe(403);
    }
    const saveAsEditor = await call(adminMenusApi.save, { token: await login('editor100001'), body: newEntry });
    expect(saveAsEditor.status).toBe(403);
    // A guest gets the envelope a lapsed session gets (ADR 069).
    const guest = await call(withQuery(adminMenusApi.list, { terminal: 'pc' }));
    expect(guest.body).toMatchObject({ success: false, code: 401 });
  });
});

describe('console menus: changes', () => {
  it('refuses bad input in Chinese and saves nothing', async () => {
    const token = await login('admin100001');
    const cases: [object, string][] = [
      [{ ...newEntry, link: 'javascript:alert(1)' }, '外部链接须是以 http:// 或 https:// 开头的完整地址'],
      [{ ...newEntry, kind: 'route', link: '/no-such-page' }, '所选页面不是门户的页面，请从列表中选择'],
      [{ ...newEntry, kind: 'route', link: '/mobile/home' }, '所选页面不是门户的页面，请从列表中选择'],
      [{ ...newEntry, kind: 'system', systemId: null }, '请选择业务系统'],
      [{ ...newEntry, name: '' }, '名称不能为空'],
      [{ ...newEntry, userTypes: ['ROOT'] }, '用户类型不在可选范围内'],
      [{ ...newEntry, kind: 'system', systemId: 999_999 }, '所选业务系统不存在，请重新选择'],
    ];
    for (const [body, msg] of cases) {
      const refused = await call(adminMenusApi.save, { token, body });
      expect(refused.status, msg).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    expect((await listOf(token, 'pc')).list.map((menu) => menu.name)).not.toContain('校史馆');
  });

  it('adds, renames, hides and deletes an entry; a guest sees each change; each is audited', async () => {
    const token = await login('admin100001');
    const created = (await call(adminMenusApi.save, { token, body: newEntry })).body.data as AdminMenu;
    expect(created).toMatchObject({ name: '校史馆', kind: 'outside' });
    await expect.poll(() => guestMenu(), { timeout: 1_000 }).toContain('校史馆');

    const renamed = await call(adminMenusApi.save, { token, body: edit(created, { name: '校史陈列馆' }) });
    expect(renamed.body.data.name).toBe('校史陈列馆');
    await expect.poll(() => guestMenu(), { timeout: 1_000 }).toContain('校史陈列馆');

    // A second administrator's save from the version before the rename is refused with what is stored.
    const stale = await call(adminMenusApi.save, { token, body: edit(created, { name: '旧名称' }) });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该内容已被他人修改');
    expect(stale.body.data.current).toMatchObject({ name: '校史陈列馆', version: renamed.body.data.version });

    const hidden = await call(adminMenusApi.save, { token, body: edit(renamed.body.data, { hidden: true }) });
    expect(hidden.body.data.hidden).toBe(true);
    await expect.poll(() => guestMenu(), { timeout: 1_000 }).not.toContain('校史陈列馆');
    expect((await listOf(token, 'pc')).list.map((menu) => menu.name)).toContain('校史陈列馆');

    const staleDelete = await call(adminMenusApi.remove, {
      token,
      body: { pageNavigationId: created.pageNavigationId, version: created.version },
    });
    expect(staleDelete.status).toBe(409);
    const removed = await call(adminMenusApi.remove, {
      token,
      body: { pageNavigationId: created.pageNavigationId, version: hidden.body.data.version },
    });
    expect(removed.body.data).toEqual({ removed: true });

    const audit = (await call(withQuery(adminApi.audit, { event: 'admin_write' }), { token })).body.data.list;
    const renameEntry = audit.find((entry: { action: string; target: string }) => entry.action === '修改菜单项');
    expect(renameEntry).toBeDefined();
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['新增菜单项', '修改菜单项', '删除菜单项']),
    );
    const renaming = audit.find(
      (entry: { before: { name?: string } | null; after: { name?: string } | null }) =>
        entry.before?.name === '校史馆' && entry.after?.name === '校史陈列馆',
    );
    expect(renaming).toMatchObject({ action: '修改菜单项', target: '桌面菜单「校史陈列馆」', username: 'admin100001' });
  });

  it('reorders a group of entries in their places, and refuses an order started from another', async () => {
    const token = await login('admin100001');
    const before = await listOf(token, 'mobile');
    const grid = before.list.filter((menu) => ['通知公告', '搜索'].includes(menu.name));
    const ids = grid.map((menu) => menu.pageNavigationId).reverse();
    const moved = await call(adminMenusApi.reorder, { token, body: { terminal: 'mobile', ids, order: before.order } });
    const names = (moved.body.data.list as AdminMenu[]).map((menu) => menu.name);
    expect(names.slice(0, 6)).toEqual(['首页', '资讯', '办事', '我的', '搜索', '通知公告']);
    await expect
      .poll(async () => {
        const response = await t.app.inject({ method: 'GET', url: navigationApi.mobileMenus.path });
        return (response.json().data as MenuItem[]).map((item) => item.name);
      })
      .toEqual(['首页', '资讯', '办事', '搜索', '通知公告']);

    const stale = await call(adminMenusApi.reorder, { token, body: { terminal: 'mobile', ids, order: before.order } });
    expect(stale.status).toBe(409);
    const unknown = await call(adminMenusApi.reorder, {
      token,
      body: { terminal: 'mobile', ids: [999_999], order: moved.body.data.order },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '顺序中的菜单项有误，请刷新后重试' });
  });

  it('opens a business system through the system’s own address and iframe rule', async () => {
    const token = await login('admin100001');
    const { systems } = await listOf(token, 'pc');
    expect(systems.length).toBeGreaterThan(0);
    const body = { ...newEntry, name: '一卡通系统', kind: 'system' as const, link: '', systemId: systems[0]!.id };
    const created = (await call(adminMenusApi.save, { token, body })).body.data as AdminMenu;
    expect(created).toMatchObject({ kind: 'system', systemName: systems[0]!.name });
    await expect.poll(() => guestMenu(), { timeout: 1_000 }).toContain('一卡通系统');
    const response = await t.app.inject({ method: 'GET', url: navigationApi.openMenus.path });
    const entry = (response.json().data as MenuItem[]).find((item) => item.name === '一卡通系统')!;
    expect(entry).toMatchObject({ isDefault: 0, path: `/outside-chain?pageNavigationId=${created.pageNavigationId}` });
    expect(entry.link).toMatch(/^https?:\/\//);
  });
});
