import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { App, Banner, ContentBlock, Special, Tool } from '@yizhan/contracts';
import type { HomeLoads } from '../api/load-home';
import { controlled, installBrowserStubs, module, sampleApp, sampleBlock, sampleSpecial } from '../lib/test-fixtures';
import HomePage from './home-page';
import { renderRoute } from './test-support';

beforeEach(() => {
  installBrowserStubs();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const modules = [
  module('banner', '轮播图'),
  module('quickNavigation', '快捷导航'),
  module('tool', '常用工具'),
  module('service', '服务推荐', [
    { sign: 'hotApp', name: '热门服务' },
    { sign: 'recommendApp', name: '推荐服务' },
  ]),
  module('content', '新闻资讯'),
  module('special', '专题服务'),
];

/** Every module's data as a promise the test settles. */
function homeData() {
  const calls = {
    banner: controlled<Banner[]>(),
    tool: controlled<Tool[]>(),
    hotApp: controlled<App[]>(),
    recommendApp: controlled<App[]>(),
    content: controlled<ContentBlock[]>(),
    special: controlled<Special[]>(),
  };
  const loads: HomeLoads = {
    banner: calls.banner.promise,
    tool: calls.tool.promise,
    hotApp: calls.hotApp.promise,
    recommendApp: calls.recommendApp.promise,
    content: calls.content.promise,
    special: calls.special.promise,
  };
  return { calls, loaderData: { modules, loads } };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('desktop home', () => {
  it('renders each module as it arrives; a failing module shows its error and retry while the others render', async () => {
    const { calls, loaderData } = homeData();
    renderRoute({ path: '/home', url: '/home', Component: HomePage, loaderData });

    // Before any data: every module is there with its heading and a loading state.
    expect(await screen.findByRole('heading', { level: 2, name: '常用工具' })).toBeTruthy();
    expect(within(section('常用工具')).getByRole('status')).toBeTruthy();
    expect(within(section('热门服务')).getByRole('status')).toBeTruthy();

    await act(async () => {
      calls.tool.resolve([{ id: 1, name: '校园卡充值', icon: '', link: '/tools/card' }]);
      calls.hotApp.reject({ code: 500, msg: '热门服务暂时不可用' });
      calls.recommendApp.resolve([sampleApp({ appId: '2002', name: '宿舍报修', deptName: '后勤处' })]);
      calls.special.resolve([sampleSpecial()]);
    });

    expect(within(section('常用工具')).getByRole('link', { name: '校园卡充值' }).getAttribute('href')).toBe(
      '/tools/card',
    );
    const hot = section('热门服务');
    expect(within(hot).getByRole('alert').textContent).toContain('热门服务暂时不可用');
    expect(within(hot).getByRole('link', { name: '重试' }).getAttribute('href')).toBe('/home');
    const repair = within(section('推荐服务')).getByRole('link', { name: /宿舍报修/ });
    expect(repair.getAttribute('href')).toBe('/service-hall/details/2002');
    const specials = section('专题服务');
    expect(
      within(specials)
        .getByRole('link', { name: /新生入学/ })
        .getAttribute('href'),
    ).toBe('/home/special-services/details/7');
    expect(within(specials).getByRole('link', { name: '更多专题服务' }).getAttribute('href')).toBe(
      '/home/special-services',
    );
    // Still on their way: the slow modules keep their skeletons, blocking nobody.
    expect(within(section('新闻资讯')).getByRole('status')).toBeTruthy();
    expect(within(section('轮播图')).getByRole('status')).toBeTruthy();

    await act(async () => {
      calls.content.resolve([sampleBlock(1)]);
      calls.banner.resolve([]);
    });
    expect(within(section('新闻资讯')).getByRole('link', { name: '关于寒假放假安排的通知' })).toBeTruthy();
    expect(within(section('轮播图')).getByText('暂无数据')).toBeTruthy();
  });

  it('shows quick navigation to signed-in users only, from the start-up data', async () => {
    const { loaderData } = homeData();
    const quickNavigation = [{ id: 1, name: '课表查询', link: '/schedule-center', icon: '' }];
    renderRoute({ path: '/home', url: '/home', Component: HomePage, loaderData, userType: 'STUDENT', quickNavigation });
    expect(await screen.findByRole('heading', { name: '快捷导航' })).toBeTruthy();
    expect(within(section('快捷导航')).getByRole('link', { name: '课表查询' }).getAttribute('href')).toBe(
      '/schedule-center',
    );
    cleanup();

    renderRoute({ path: '/home', url: '/home', Component: HomePage, loaderData: homeData().loaderData });
    expect(await screen.findByRole('heading', { name: '常用工具' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '快捷导航' })).toBeNull();
  });

  it('shows only the modules the loader chose, in its order', async () => {
    const loaderData = {
      modules: [module('special', '专题服务'), module('tool', '常用工具')],
      loads: { special: Promise.resolve([]), tool: Promise.resolve([]) },
    };
    renderRoute({ path: '/home', url: '/home', Component: HomePage, loaderData });
    await screen.findByRole('heading', { name: '常用工具' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['专题服务', '常用工具']);
    expect(await screen.findAllByText('暂无数据')).toHaveLength(2);
  });

  it('leaves out a service list that has no services instead of showing 暂无数据 (issue 35 item 5)', async () => {
    const { calls, loaderData } = homeData();
    renderRoute({ path: '/home', url: '/home', Component: HomePage, loaderData });
    await act(async () => {
      calls.hotApp.resolve([]);
      calls.recommendApp.resolve([sampleApp({ appId: '11', name: '在读证明开具' })]);
    });
    expect(await screen.findByRole('heading', { level: 3, name: '推荐服务' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '热门服务' })).toBeNull();
    expect(within(section('服务推荐')).queryByText('暂无数据')).toBeNull();
  });
});
