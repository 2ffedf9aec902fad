import { describe, expect, it } from 'vitest';
import { authApi, navigationApi, type MenuItem } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';

let nextIp = 0;

async function login(username: string, host = 'localhost'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: `10.5.0.${(nextIp += 1)}`,
    headers: { host },
    payload: { username, password: PASSWORD },
  });
  expect(response.json(), `login of ${username}`).toMatchObject({ success: true });
  return tokenOf(response);
}

async function guest(host = 'localhost'): Promise<string> {
  return tokenOf(await t.app.inject({ method: 'GET', url: authApi.guestLogin.path, headers: { host } }));
}

async function get(path: string, token?: string, host = 'localhost') {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = async (path: string, token?: string, host?: string) =>
  ((await get(path, token, host)).data as MenuItem[]).map((item) => item.name);

const campusPc = [
  '首页',
  '服务大厅',
  '业务系统',
  '新闻资讯',
  '信息中心',
  '三张清单',
  '日程中心',
  '任务中心',
  '个人中心',
  '校园地图',
  '图书馆',
];
const campusPcVisitor = ['首页', '服务大厅', '业务系统', '新闻资讯', '信息中心', '校园地图', '图书馆'];
const campusMobile = ['首页', '资讯', '办事', '我的', '通知公告', '搜索', '三张清单', '任务中心', '我的日程'];
const campusMobileVisitor = ['首页', '资讯', '办事', '通知公告', '搜索'];

describe('menus by role (spec §6)', () => {
  it('shows a guest only the visitor entries, in order', async () => {
    const token = await guest();
    expect(await names(navigationApi.openMenus.path, token)).toEqual(campusPcVisitor);
    expect(await names(navigationApi.mobileMenus.path, token)).toEqual(campusMobileVisitor);
    const items = (await get(navigationApi.openMenus.path, token)).data as MenuItem[];
    expect(items.every((item) => item.isVisitor === 1)).toBe(true);
  });

  it('treats a request without a token like a guest', async () => {
    expect(await names(navigationApi.openMenus.path)).toEqual(campusPcVisitor);
    expect(await names(navigationApi.mobileMenus.path)).toEqual(campusMobileVisitor);
  });

  it('shows a student every campus entry, including those that need a login', async () => {
    const token = await login('2023001');
    expect(await names(navigationApi.openMenus.path, token)).toEqual(campusPc);
    expect(await names(navigationApi.mobileMenus.path, token)).toEqual(campusMobile);
    const personal = ((await get(navigationApi.openMenus.path, token)).data as MenuItem[]).find(
      (item) => item.name === '个人中心',
    );
    expect(personal).toMatchObject({ link: '/personal-center', path: '/personal-center', isLogin: 1, isVisitor: 0 });
  });

  it('gives custom entries their /iframe or /outside-chain path', async () => {
    const items = (await get(navigationApi.openMenus.path, await login('T1001'))).data as MenuItem[];
    const map = items.find((item) => item.name === '校园地图')!;
    const library = items.find((item) => item.name === '图书馆')!;
    expect(map).toMatchObject({ isDefault: 0, isFrame: 1, path: `/iframe?pageNavigationId=${map.pageNavigationId}` });
    expect(library).toMatchObject({
      isDefault: 0,
      isFrame: 0,
      path: `/outside-chain?pageNavigationId=${library.pageNavigationId}`,
    });
  });

  it('shows the nomenu account nothing on either terminal', async () => {
    const token = await login('nomenu');
    expect(await get(navigationApi.openMenus.path, token)).toMatchObject({ success: true, data: [] });
    expect(await get(navigationApi.mobileMenus.path, token)).toMatchObject({ success: true, data: [] });
  });

  it('serves each unit its own menus', async () => {
    const citizen = await login('citizen', 'gov.localhost');
    expect(await names(navigationApi.openMenus.path, citizen, 'gov.localhost')).toContain('办事服务');
    expect(await names(navigationApi.openMenus.path, citizen, 'gov.localhost')).not.toContain('校园地图');
    expect(await names(navigationApi.mobileMenus.path, undefined, '331906.localhost')).toEqual(['办事']);
  });
});

describe('quick navigation (spec §6: skipped for guests)', () => {
  it('refuses a guest and a request without a token with 401', async () => {
    expect(await get(navigationApi.quickNavigation.path, await guest())).toMatchObject({ success: false, code: 401 });
    expect(await get(navigationApi.quickNavigation.path)).toMatchObject({ success: false, code: 401 });
  });

  it('lists the shortcuts for a signed-in student', async () => {
    const body = await get(navigationApi.quickNavigation.path, await login('2023001'));
    expect(body.success).toBe(true);
    expect(body.data.map((item: { name: string }) => item.name)).toEqual([
      '课表查询',
      '待办事项',
      '我的收藏',
      '最近使用',
      '校园卡充值',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: '课表查询',
      link: '/schedule-center',
      icon: 'calendar',
    });
  });
});
