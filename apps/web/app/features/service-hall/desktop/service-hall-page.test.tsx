import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { CODE, type App } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverSessionContext, type ServerApi } from '../../../shared/api-client/server-api';
import ServiceHallPage, { loader } from './service-hall-page';
import { serviceListBody } from './list-query';
import { installBrowserStubs, renderPage, sampleApp, FIRST_RENDER, PAGE_TEST } from './test-support';

beforeEach(() => installBrowserStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function runLoader(url: string, api: ServerApi) {
  const context = new RouterContextProvider();
  context.set(serverSessionContext, { api, hasToken: () => true, takeCookies: () => [] });
  return loader({ request: new Request(url), context, params: {} } as unknown as Parameters<typeof loader>[0]);
}

const apps = (count: number): App[] =>
  Array.from({ length: count }, (_, index) =>
    sampleApp({ appId: String(2000 + index), name: `服务事项 ${index + 1}` }),
  );

const hallData = (overrides: Record<string, unknown> = {}) => ({
  query: serviceListBody(new URLSearchParams('typeId=2&audience=student')),
  types: {
    ok: true,
    data: [
      { typeId: 1, name: '教学服务', icon: '', count: 12 },
      { typeId: 2, name: '学工服务', icon: '', count: 30 },
    ],
  },
  departments: { ok: true, data: [{ deptId: 3, name: '教务处', count: 12 }] },
  labels: { ok: true, data: [{ labelId: 7, name: '证明' }] },
  hot: { ok: true, data: [sampleApp({ appId: '9', name: '校园卡挂失' })] },
  recommended: { ok: true, data: [sampleApp({ appId: '8', name: '宿舍报修' })] },
  list: { ok: true, data: { list: apps(12), total: 30 } },
  ...overrides,
});

const renderHall = (loaderData = hallData()) =>
  renderPage({
    path: '/service-hall',
    url: '/service-hall?typeId=2&audience=student',
    Component: ServiceHallPage,
    loaderData,
  });

describe('service hall loader', () => {
  it('starts every call at once (no waterfall) and asks for the page the URL names', async () => {
    const pending: ((value: unknown) => void)[] = [];
    const api = vi.fn(() => new Promise((resolve) => pending.push(resolve))) as unknown as ServerApi;
    const result = runLoader('http://portal.test/service-hall?typeId=2&deptId=abc&keyword=证明&page=3', api);
    await Promise.resolve();
    const calls = vi.mocked(api).mock.calls as unknown as [{ path: string }, unknown][];
    expect(calls.map(([endpoint]) => endpoint.path).sort()).toEqual(
      [
        '/homepage/homeAppType/getAllType',
        '/homepage/homeAppType/getHomeDept',
        '/homepage/homeAppType/getLabelType',
        '/homepage/homeApp/getHotApp',
        '/homepage/homeApp/getRecommendApp',
        '/homepage/homeApp/getServiceApp',
      ].sort(),
    );
    const types = calls.find(([endpoint]) => endpoint.path.endsWith('getAllType'))!;
    expect(types[1]).toEqual({ query: { attributeType: 1 } });
    const list = calls.find(([endpoint]) => endpoint.path.endsWith('getServiceApp'))!;
    expect(list[1]).toEqual({ body: { typeId: 2, keyword: '证明', page: 3, pageSize: 12 } });

    for (const resolve of pending) resolve([]);
    await expect(result).resolves.toMatchObject({ hot: { ok: true, data: [] } });
  });

  it('keeps a failed part as an error state instead of failing the page', async () => {
    const api = vi.fn((endpoint: { path: string }) =>
      endpoint.path.endsWith('getServiceApp')
        ? Promise.reject(new ApiError(CODE.serverError, '服务异常，请稍后重试', 500, endpoint.path))
        : Promise.resolve([]),
    ) as unknown as ServerApi;
    const data = await runLoader('http://portal.test/service-hall', api);
    expect(data.list).toEqual({ ok: false, msg: '服务异常，请稍后重试' });
    expect(data.types).toEqual({ ok: true, data: [] });
  });
});

describe('ServiceHallPage', PAGE_TEST, () => {
  it('lists the types with counts, the current one marked, each keeping the other filters', async () => {
    renderHall();
    const nav = await screen.findByRole('navigation', { name: '服务分类' }, FIRST_RENDER);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['全部42', '教学服务12', '学工服务30']);
    expect(links[2]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.getAttribute('href')).toBe('/service-hall?audience=student');
    expect(links[1]!.getAttribute('href')).toBe('/service-hall?typeId=1&audience=student');
  });

  it('shows a page of cards linking to their guides, the pager, and hot and recommended services', async () => {
    renderHall();
    const list = await screen.findByRole('region', { name: '服务列表' }, FIRST_RENDER);
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(within(list).getByRole('link', { name: '服务事项 1' }).getAttribute('href')).toBe(
      '/service-hall/details/2000',
    );
    expect(within(list).getByRole('status').textContent).toBe('共 30 项');
    const pager = within(list).getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe(
      '/service-hall?typeId=2&audience=student&page=2',
    );
    const aside = screen.getByRole('complementary', { name: '热门与推荐服务' });
    expect(within(aside).getByRole('heading', { name: '热门服务' })).toBeTruthy();
    expect(
      within(aside)
        .getByRole('link', { name: /校园卡挂失/ })
        .getAttribute('href'),
    ).toBe('/service-hall/details/9');
    expect(within(aside).getByRole('link', { name: /宿舍报修/ })).toBeTruthy();
  });

  it('searches with a GET form that keeps the filters in force', async () => {
    renderHall();
    const search = await screen.findByRole('search', { name: '搜索服务' }, FIRST_RENDER);
    expect(search.getAttribute('method')).toBe('get');
    expect(search.getAttribute('action')).toBe('/service-hall');
    expect(within(search).getByLabelText('关键词').getAttribute('name')).toBe('keyword');
    const hidden = [...search.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
      input.name,
      input.value,
    ]);
    expect(hidden).toEqual([
      ['typeId', '2'],
      ['audience', 'student'],
    ]);
    expect(screen.getByRole('combobox', { name: '部门' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '服务对象' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '证明' }).getAttribute('href')).toBe(
      '/service-hall?typeId=2&labelId=7&audience=student',
    );
  });

  it('says 暂无数据 when nothing matches', async () => {
    renderHall(hallData({ list: { ok: true, data: { list: [], total: 0 } } }));
    expect(await screen.findByText('暂无数据', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('offers the whole-site search when nothing matches a keyword', async () => {
    const query = serviceListBody(new URLSearchParams('keyword=怎么转专业'));
    renderHall(hallData({ query, list: { ok: true, data: { list: [], total: 0 } } }));
    expect(await screen.findByText('没有找到与「怎么转专业」相关的服务', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: '在全站搜索「怎么转专业」' }).getAttribute('href')).toBe(
      `/search?keyword=${encodeURIComponent('怎么转专业')}`,
    );
  });

  it('shows a failed list with the reason and a retry', async () => {
    renderHall(hallData({ list: { ok: false, msg: '服务异常，请稍后重试' } }));
    const alert = await screen.findByRole('alert', undefined, FIRST_RENDER);
    expect(alert.textContent).toContain('服务异常，请稍后重试');
    expect(within(alert).getByRole('link', { name: '重试' }).getAttribute('href')).toBe(
      '/service-hall?typeId=2&audience=student',
    );
  });
});
