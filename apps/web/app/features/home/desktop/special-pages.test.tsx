import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { installBrowserStubs, sampleApp, sampleSpecial } from '../lib/test-fixtures';
import SpecialDetailPage from './special-detail-page';
import SpecialListPage from './special-list-page';
import { renderRoute } from './test-support';

beforeEach(() => installBrowserStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const specials = [sampleSpecial(), sampleSpecial({ id: 8, name: '毕业离校', cover: '', appCount: 3 })];

describe('special services list', () => {
  it.each([
    ['/home/special-services', '首页', '/'],
    ['/service-hall/special-services', '服务大厅', '/service-hall'],
  ])('under %s, cards lead to details under the same prefix', async (path, parent, parentHref) => {
    renderRoute({
      path,
      url: path,
      Component: SpecialListPage,
      loaderData: { specials: { ok: true, data: specials } },
    });
    const region = await screen.findByRole('region', { name: '专题服务' });
    expect(within(region).getByRole('heading', { level: 1, name: '专题服务' })).toBeTruthy();
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`${path}/details/7`, `${path}/details/8`]);
    expect(links[0]!.textContent).toContain('5 项服务');
    expect(screen.getByRole('link', { name: parent }).getAttribute('href')).toBe(parentHref);
  });

  it('shows 暂无数据, or the failure with a retry link', async () => {
    const path = '/home/special-services';
    renderRoute({ path, url: path, Component: SpecialListPage, loaderData: { specials: { ok: true, data: [] } } });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    cleanup();

    const failed = { specials: { ok: false, msg: '专题服务暂时不可用' } };
    renderRoute({ path, url: path, Component: SpecialListPage, loaderData: failed });
    expect((await screen.findByRole('alert')).textContent).toContain('专题服务暂时不可用');
    expect(screen.getByRole('link', { name: '重试' }).getAttribute('href')).toBe(path);
  });
});

describe('special details', () => {
  const detail = {
    ...sampleSpecial(),
    description: '新生报到须知与相关服务。',
    apps: [sampleApp({ appId: '3001', name: '新生报到登记', deptName: '学生处' })],
  };

  it('shows the cover, description and services, with a way back to the list it came from', async () => {
    const path = '/service-hall/special-services/details/:id';
    renderRoute({
      path,
      url: '/service-hall/special-services/details/7',
      Component: SpecialDetailPage,
      loaderData: { special: { ok: true, data: detail } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '新生入学' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '新生入学' }).getAttribute('src')).toBe('/img/s7.png');
    expect(screen.getByText('新生报到须知与相关服务。')).toBeTruthy();
    const services = screen.getByRole('region', { name: '专题服务事项（1）' });
    expect(
      within(services)
        .getByRole('link', { name: /新生报到登记/ })
        .getAttribute('href'),
    ).toBe('/service-hall/details/3001');
    expect(screen.getByRole('link', { name: '专题服务' }).getAttribute('href')).toBe('/service-hall/special-services');
    expect(screen.getByRole('link', { name: '服务大厅' }).getAttribute('href')).toBe('/service-hall');
  });

  it('shows 暂无数据 for a special without services', async () => {
    renderRoute({
      path: '/home/special-services/details/:id',
      url: '/home/special-services/details/7',
      Component: SpecialDetailPage,
      loaderData: { special: { ok: true, data: { ...detail, apps: [] } } },
    });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('link', { name: '专题服务' }).getAttribute('href')).toBe('/home/special-services');
  });
});
