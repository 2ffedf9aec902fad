import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { App, Banner, ContentBlock, Special } from '@yizhan/contracts';
import { controlled, installBrowserStubs, module, sampleApp, sampleBlock, sampleSpecial } from '../lib/test-fixtures';
import MobileHomePage from './home-page';
import TopicDetailPage, { handle as topicDetailHandle } from './topic-detail-page';
import { renderMobileRoute } from './test-support';
import { preloadRequestClient } from '../../../shared/testing/request-client';

beforeAll(preloadRequestClient);

beforeEach(() => {
  installBrowserStubs();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function homeData() {
  const calls = {
    banner: controlled<Banner[]>(),
    personal: controlled<App[]>(),
    legal: controlled<App[]>(),
    content: controlled<ContentBlock[]>(),
    special: controlled<Special[]>(),
  };
  const loaderData = {
    modules: [
      module('banner', '轮播图'),
      module('service', '办事服务', [
        { sign: 'personal', name: '个人办事' },
        { sign: 'legal', name: '法人办事' },
      ]),
      module('content', '政务公开'),
      module('special', '专题服务'),
    ],
    loads: {
      banner: calls.banner.promise,
      personal: calls.personal.promise,
      legal: calls.legal.promise,
      content: calls.content.promise,
      special: calls.special.promise,
    },
  };
  return { calls, loaderData };
}

const renderHome = (loaderData: unknown) =>
  renderMobileRoute({ path: '/mobile/home', url: '/mobile/home', Component: MobileHomePage, loaderData });
const section = (name: string) => screen.getByRole('region', { name });

describe('mobile home', () => {
  it('renders the modules independently: a failure shows its error and retry, the others their data', async () => {
    const { calls, loaderData } = homeData();
    renderHome(loaderData);
    expect(await screen.findByRole('heading', { level: 1, name: '示范大学一站式服务大厅' })).toBeTruthy();
    // The grid leaves out what the TabBar offers: 首页 is always a tab, 办事 is not one here (no default menu).
    const grid = screen.getByRole('navigation', { name: '移动端菜单' });
    expect(within(grid).queryByRole('link', { name: '首页' })).toBeNull();
    expect(within(grid).getByRole('link', { name: '办事' })).toBeTruthy();

    await act(async () => {
      calls.banner.resolve([
        { id: 1, title: '迎新季', image: '/img/b1.png', mobileImage: '/img/b1-phone.png', link: '/mobile/news' },
        { id: 2, title: '开学典礼', image: '/img/b2.png', mobileImage: '', link: '/mobile/news' },
      ]);
      calls.personal.resolve([sampleApp({ appId: '4001', name: '社保查询', deptName: '人社局' })]);
      calls.legal.reject({ code: 500, msg: '法人服务暂时不可用' });
      calls.special.resolve([sampleSpecial()]);
    });

    // The phone's own art, at its size (no shift when it loads).
    const banner = within(section('轮播图')).getAllByRole('img', { name: '迎新季' })[0]!;
    expect([banner.getAttribute('src'), banner.getAttribute('width'), banner.getAttribute('height')]).toEqual([
      '/img/b1-phone.png',
      '750',
      '400',
    ]);
    expect(
      within(section('个人办事'))
        .getByRole('link', { name: /社保查询/ })
        .getAttribute('href'),
    ).toBe('/mobile/service-guide/4001');
    const legal = section('法人办事');
    expect(within(legal).getByRole('alert').textContent).toContain('法人服务暂时不可用');
    expect(within(legal).getByRole('link', { name: '重试' }).getAttribute('href')).toBe('/mobile/home');
    expect(
      within(section('专题服务'))
        .getByRole('link', { name: /新生入学/ })
        .getAttribute('href'),
    ).toBe('/mobile/topic-detail/7');
    expect(within(section('政务公开')).getByRole('status')).toBeTruthy();

    await act(async () => calls.content.resolve([sampleBlock(3, { name: '图片新闻' })]));
    const pictures = section('图片新闻');
    expect(
      within(pictures)
        .getAllByRole('link', { name: /./ })
        .map((link) => link.getAttribute('href')),
    ).toContain('/mobile/news/detail/3');
  });
});

describe('mobile home header', () => {
  it('offers a guest 登录, back to the home page, and a signed-in user none', async () => {
    renderHome(homeData().loaderData);
    const login = await screen.findByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe('/mobile-login?redirect=%2Fmobile%2Fhome');
    cleanup();
    renderMobileRoute({
      path: '/mobile/home',
      url: '/mobile/home',
      Component: MobileHomePage,
      loaderData: homeData().loaderData,
      user: { userType: 'STUDENT', uid: 7, fid: 100001 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '示范大学一站式服务大厅' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });
});

describe('mobile topic detail', () => {
  it('shows the special and its services, each leading to its guide', async () => {
    const special = {
      ...sampleSpecial(),
      description: '新生报到须知。',
      apps: [sampleApp({ appId: '3001', name: '新生报到登记' })],
    };
    renderMobileRoute({
      path: '/mobile/topic-detail/:id',
      url: '/mobile/topic-detail/7',
      Component: TopicDetailPage,
      loaderData: { special: { ok: true, data: special } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '新生入学' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '新生入学' })).toBeTruthy();
    // A secondary page: the frame shows the NavBar with its back button (ADR 028).
    expect(topicDetailHandle.mobilePage.secondary).toEqual({ title: '专题服务', fallback: '/mobile/home' });
    const services = screen.getByRole('region', { name: '专题服务事项（1）' });
    expect(
      within(services)
        .getByRole('link', { name: /新生报到登记/ })
        .getAttribute('href'),
    ).toBe('/mobile/service-guide/3001');
  });

  it('leaves out a service list that has no services instead of showing 暂无数据 (issue 35 item 5)', async () => {
    const { calls, loaderData } = homeData();
    renderHome(loaderData);
    await act(async () => {
      calls.personal.resolve([sampleApp({ appId: '4001', name: '社保查询', deptName: '人社局' })]);
      calls.legal.resolve([]);
    });
    expect(await screen.findByRole('heading', { level: 3, name: '个人办事' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '法人办事' })).toBeNull();
    expect(within(section('办事服务')).queryByText('暂无数据')).toBeNull();
  });
});
