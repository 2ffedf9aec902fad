import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { loadHome } from './load-home';

const layout = [
  { sign: 'banner', name: '轮播图', children: [] },
  { sign: 'tool', name: '常用工具', children: [] },
  {
    sign: 'service',
    name: '办事服务',
    children: [
      { sign: 'hotApp', name: '热门服务' },
      { sign: 'personal', name: '个人办事' },
      { sign: 'legal', name: '法人办事' },
    ],
  },
  { sign: 'statistic', name: '统计', children: [{ sign: 'searchStatistic', name: '搜索热词' }] },
];
const status = [
  { sign: 'tool', children: [] },
  { sign: 'service', children: [{ sign: 'personal' }, { sign: 'hotApp' }] },
  { sign: 'statistic', children: [{ sign: 'searchStatistic' }] },
];

/** A fake API: the layout calls answer at once; every module call stays pending until the test settles it. */
function fakeApi(overrides: Record<string, () => Promise<unknown>> = {}) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const calls: { path: string; input: unknown }[] = [];
  const api = vi.fn((endpoint: Endpoint, input?: unknown) => {
    calls.push({ path: endpoint.path, input });
    const override = overrides[endpoint.path];
    if (override) return override();
    if (endpoint.path === '/homepage/homeConfig/list') return Promise.resolve(layout);
    if (endpoint.path === '/homepage/homeConfig/getHomePageStatus') return Promise.resolve(status);
    return new Promise((resolve, reject) =>
      pending.set(endpoint.path + JSON.stringify(input ?? {}), { resolve, reject }),
    );
  }) as unknown as ServerApi;
  return { api, calls, pending };
}

describe('loadHome', () => {
  it('returns the visible modules with every module call started and none awaited', async () => {
    const { api, calls, pending } = fakeApi();
    const home = await loadHome(api);

    expect(home.modules.map((module) => module.sign)).toEqual(['tool', 'service', 'statistic']);
    expect(home.modules[1]?.children.map((child) => child.sign)).toEqual(['hotApp', 'personal']);
    expect(calls.slice(0, 2).map((call) => call.path)).toEqual([
      '/homepage/homeConfig/list',
      '/homepage/homeConfig/getHomePageStatus',
    ]);
    expect(calls.slice(2)).toEqual([
      { path: '/homepage/tool/list', input: undefined },
      { path: '/homepage/homeApp/getHotApp', input: undefined },
      {
        path: '/homepage/recommend/recommendByType',
        input: { query: { type: 'recommended', audience: 'personal', size: 8 } },
      },
      { path: '/homepage/homeStatistic/getSearchStatistic', input: undefined },
    ]);
    // Resolved while every module call is still pending: the page is not held up by any of them.
    expect(pending.size).toBe(4);
    expect(Object.keys(home.loads).sort()).toEqual(['hotApp', 'personal', 'searchStatistic', 'tool']);

    pending.get('/homepage/tool/list{}')!.resolve([{ id: 1 }]);
    await expect(home.loads.tool).resolves.toEqual([{ id: 1 }]);
  });

  it('in the care mode (长辈版) keeps the simple modules only, and always loads the most used services', async () => {
    const { api, calls } = fakeApi();
    const home = await loadHome(api, { care: Promise.resolve(true) });
    // The layout has no visible banner or news here: nothing of the crowd is left, and no call started for it.
    expect(home.care).toBe(true);
    expect(home.modules).toEqual([]);
    expect(calls.slice(2).map((call) => call.path)).toEqual(['/homepage/homeApp/getHotApp']);
    expect(Object.keys(home.loads)).toEqual(['hotApp']);
    expect((await loadHome(fakeApi().api, { care: false })).care).toBe(false);
  });

  it('rejects a failed module with plain data the page can show (an Error would be masked in production)', async () => {
    const { api, pending } = fakeApi();
    const home = await loadHome(api);
    pending.get('/homepage/homeApp/getHotApp{}')!.reject(new ApiError(500, '热门服务暂时不可用', 500, '/x'));
    pending.get('/homepage/tool/list{}')!.reject(new TypeError('fetch failed'));
    await expect(home.loads.hotApp).rejects.toEqual({ code: 500, msg: '热门服务暂时不可用' });
    await expect(home.loads.tool).rejects.toEqual({ code: 0, msg: '加载失败，请稍后重试' });
  });

  it('fails the page with the API message when the layout cannot load', async () => {
    const { api } = fakeApi({
      '/homepage/homeConfig/getHomePageStatus': () => Promise.reject(new ApiError(503, '服务维护中', 503, '/x')),
    });
    const error: unknown = await loadHome(api).catch((thrown: unknown) => thrown);
    const init = (error as { init?: ResponseInit }).init;
    expect(init?.status).toBe(503);
    expect((error as { data: unknown }).data).toEqual({ code: 503, msg: '服务维护中' });
  });

  it('answers a server fault, not "not found", when the layout call itself is missing', async () => {
    const { api } = fakeApi({
      '/homepage/homeConfig/list': () => Promise.reject(new ApiError(404, '接口不存在', 404, '/x')),
    });
    const error = (await loadHome(api).catch((thrown: unknown) => thrown)) as { init?: ResponseInit };
    expect(error.init?.status).toBe(500);
  });

  it('shows a preview link’s draft: its layout and lists, the other modules live (ADR 081)', async () => {
    const draft = {
      layout,
      status: [{ sign: 'banner', children: [] }, ...status],
      banner: [{ id: 1, title: '草稿轮播图', image: '/a.webp', mobileImage: '', link: '' }],
      tool: [{ id: 1, name: '草稿工具', icon: 'star', link: '/x' }],
      car: [],
      special: [],
      quickNavigation: [{ id: 1, name: '草稿导航', icon: '', link: '/y' }],
    };
    const { api, calls } = fakeApi({ '/pedestal/home/preview': () => Promise.resolve(draft) });
    const home = await loadHome(api, { preview: 'a'.repeat(32), template: 5 });

    expect(calls[0]).toEqual({
      path: '/pedestal/home/preview',
      input: { query: { previewToken: 'a'.repeat(32), template: 5 } },
    });
    expect(calls.map((call) => call.path)).not.toContain('/homepage/homeConfig/list');
    expect(home.preview).toBe(true);
    expect(home.modules.map((module) => module.sign)).toEqual(['banner', 'tool', 'service', 'statistic']);
    await expect(home.loads.banner).resolves.toEqual(draft.banner);
    await expect(home.loads.tool).resolves.toEqual(draft.tool);
    expect(home.quickNavigation).toEqual(draft.quickNavigation);
  });

  it('answers 404 with the API’s words for a preview link that is wrong or over', async () => {
    const { api } = fakeApi({
      '/pedestal/home/preview': () => Promise.reject(new ApiError(404, '预览链接无效或已过期', 404, '/x')),
    });
    const error = (await loadHome(api, { preview: 'b'.repeat(32) }).catch((thrown: unknown) => thrown)) as {
      init?: ResponseInit;
      data: unknown;
    };
    expect(error.init?.status).toBe(404);
    expect(error.data).toEqual({ code: 404, msg: '预览链接无效或已过期' });
  });
});
