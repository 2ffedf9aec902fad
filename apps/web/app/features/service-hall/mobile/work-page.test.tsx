import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet, RouterContextProvider } from 'react-router';
import { serviceHallApi, type App, type Endpoint } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverSessionContext, type ServerApi } from '../../../shared/api-client/server-api';
import WorkPage, { loader } from './work-page';
import type { Route } from './+types/work-page';
import type { FirstServicePage } from './service-list';
import { appFixture } from './guide-fixture';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
const apps = (from: number, count: number): App[] =>
  Array.from({ length: count }, (_, index) =>
    appFixture({ appId: String(from + index), name: `服务${from + index}`, audiences: ['teacher'] }),
  );
const types = [
  { typeId: 1, name: '学籍服务', icon: '', count: 12 },
  { typeId: 2, name: '后勤服务', icon: '', count: 3 },
];

type Loaded = Awaited<ReturnType<typeof loader>>;

function renderWork(loadPage: (url: URL) => Loaded | Promise<Loaded>, path = '/mobile/work') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { title: '一站' } }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: 'mobile/work', loader: ({ request }) => loadPage(new URL(request.url)), Component: WorkPage as never },
        { path: 'mobile/service-guide/:id', Component: () => <p>指南页</p> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const loaded = (first: FirstServicePage, extra: Partial<Loaded> = {}): Loaded => ({
  query: {},
  types,
  hot: apps(900, 2),
  first,
  ...extra,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/mobile/work page', () => {
  it('shows the types, hot services and rows that open the service guide', async () => {
    fetchMock.mockImplementation(async () => ok({ list: [], total: 10 }));
    renderWork(() => loaded({ list: apps(1, 10), total: 10, error: null }));
    const list = await screen.findByRole('list', { name: '服务列表' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    const row = within(list).getByRole('link', { name: /服务1\b/ });
    expect(row.getAttribute('href')).toBe('/mobile/service-guide/1');
    expect(within(row).getByText('教务处')).toBeTruthy();
    expect(within(row).getByText('教职工')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '热门服务' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '服务900' }).getAttribute('href')).toBe('/mobile/service-guide/900');
    expect(screen.getByText('学籍服务')).toBeTruthy();
    fireEvent.click(row);
    expect(await screen.findByText('指南页')).toBeTruthy();
  });

  it('loads the next page through the API as the list scrolls', async () => {
    // jsdom lays nothing out: InfiniteScroll skips an element without an offsetParent.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    });
    fetchMock.mockImplementation(async () => ok({ list: apps(11, 5), total: 15 }));
    renderWork(() => loaded({ list: apps(1, 10), total: 15, error: null }, { query: { typeId: 1 } }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^服务\d+/ })).toHaveLength(15 + 2));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(serviceHallApi.serviceList.path);
    expect(JSON.parse(String(init!.body))).toEqual({ typeId: 1, page: 2, pageSize: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows 暂无数据 for an empty list', async () => {
    renderWork(() => loaded({ list: [], total: 0, error: null }, { query: { keyword: '不存在' }, hot: [] }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('没有找到与「不存在」相关的服务')).toBeTruthy();
    // The whole-site search understands what the list's name filter does not.
    expect(screen.getByRole('link', { name: '在全站搜索「不存在」' }).getAttribute('href')).toBe(
      `/mobile/search?keyword=${encodeURIComponent('不存在')}`,
    );
    expect(screen.queryByRole('heading', { name: '热门服务' })).toBeNull();
  });

  it('shows the error with a retry that loads the first page', async () => {
    fetchMock.mockImplementation(async () => ok({ list: apps(1, 3), total: 3 }));
    renderWork(() => loaded({ list: null, total: 0, error: '服务列表加载失败' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('服务列表加载失败')).toBeTruthy();
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('list', { name: '服务列表' })).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ page: 1, pageSize: 10 });
  });

  it('puts the keyword into the URL and reloads the list for it', async () => {
    const seen: string[] = [];
    renderWork((url) => {
      seen.push(url.search);
      const keyword = url.searchParams.get('keyword') ?? undefined;
      return loaded(
        { list: keyword ? apps(50, 1) : apps(1, 2), total: keyword ? 1 : 2, error: null },
        {
          query: keyword ? { keyword } : {},
        },
      );
    });
    const input = await screen.findByRole('searchbox', { name: '搜索框' });
    fireEvent.change(input, { target: { value: '证明' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('link', { name: /服务50/ })).toBeTruthy();
    expect(seen.at(-1)).toBe(`?keyword=${encodeURIComponent('证明')}`);
    expect(screen.getByRole('heading', { name: '搜索结果' })).toBeTruthy();
  });
});

describe('/mobile/work loader', () => {
  async function load(search: string, respond: (endpoint: Endpoint, input: unknown) => unknown) {
    const api = vi.fn(async (endpoint: Endpoint, input?: unknown) => respond(endpoint, input));
    const context = new RouterContextProvider();
    context.set(serverSessionContext, {
      api: api as unknown as ServerApi,
      hasToken: () => true,
      takeCookies: () => [],
    });
    const request = new Request(`https://portal.test/mobile/work${search}`);
    return { result: await loader({ request, context, params: {} } as unknown as Route.LoaderArgs), api };
  }

  it('loads the first page for the query, the service types and the hot services', async () => {
    const { result, api } = await load('?typeId=2&keyword=%E8%AF%81%E6%98%8E', (endpoint) => {
      if (endpoint === serviceHallApi.allTypes) return types;
      if (endpoint === serviceHallApi.hot) return apps(900, 12);
      return { list: apps(1, 1), total: 1 };
    });
    expect(api).toHaveBeenCalledWith(serviceHallApi.serviceList, {
      body: { typeId: 2, keyword: '证明', page: 1, pageSize: 10 },
    });
    expect(api).toHaveBeenCalledWith(serviceHallApi.allTypes, { query: { attributeType: 1 } });
    expect(result.query).toEqual({ typeId: 2, keyword: '证明' });
    expect(result.hot).toHaveLength(8);
    expect(result.first).toEqual({ list: apps(1, 1), total: 1, error: null });
  });

  it('turns a failed list into the error state and leaves out failed extras', async () => {
    const { result } = await load('', (endpoint) => {
      throw new ApiError(500, endpoint === serviceHallApi.serviceList ? '列表服务异常' : '其他', 500, endpoint.path);
    });
    expect(result).toEqual({ query: {}, types: [], hot: [], first: { list: null, total: 0, error: '列表服务异常' } });
  });
});
