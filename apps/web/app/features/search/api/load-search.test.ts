import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { scholarshipResult } from '../test-support';
import { loadSearchPage } from './load-search';

/** An API whose answers are given by path, recording the order of the calls. */
function fakeApi(answers: Record<string, () => unknown>) {
  const calls: { path: string; input: unknown }[] = [];
  const api = vi.fn(async (endpoint: { path: string }, input?: unknown) => {
    calls.push({ path: endpoint.path, input });
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path}`);
    return answer();
  }) as unknown as ServerApi;
  return { api, calls };
}

const hot = Array.from({ length: 12 }, (_, index) => ({ keyword: `热词${index + 1}`, count: 100 - index }));

describe('loadSearchPage', () => {
  it('searches what the address asks, at the page size of the site and the tab', async () => {
    const { api, calls } = fakeApi({
      '/homepage/homeApp/search': scholarshipResult,
      '/homepage/homeStatistic/getSearchStatistic': () => hot,
      '/homepage/homeApp/getSearchRecord': () => [{ keyword: '奖学金', time: '2026-11-23 20:00:00' }],
    });
    const data = await loadSearchPage(api, new URL('http://portal.test/search?keyword=%20奖学金&kind=news&page=2'), {
      guest: false,
      site: 'desktop',
    });
    expect(calls.find((call) => call.path === '/homepage/homeApp/search')!.input).toEqual({
      query: { keyword: '奖学金', kind: 'news', page: 2, pageSize: 10 },
    });
    // The history is read after the search, so it holds the search just made.
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/homepage/homeApp/getSearchRecord')).toBeGreaterThan(
      paths.indexOf('/homepage/homeApp/search'),
    );
    expect(data.params).toEqual({ keyword: '奖学金', tab: 'news', page: 2 });
    expect(data.result).toEqual({ ok: true, data: scholarshipResult() });
    expect(data.hot).toHaveLength(10);
    expect(data.history).toEqual({ ok: true, data: [{ keyword: '奖学金', time: '2026-11-23 20:00:00' }] });

    await loadSearchPage(api, new URL('http://portal.test/mobile/search?keyword=a'), { guest: false, site: 'mobile' });
    expect(calls.filter((call) => call.path === '/homepage/homeApp/search').at(-1)!.input).toEqual({
      query: { keyword: 'a', kind: 'all', page: 1, pageSize: 3 },
    });
  });

  it('asks a guest for no history, and no search without a keyword', async () => {
    const { api, calls } = fakeApi({ '/homepage/homeStatistic/getSearchStatistic': () => hot.slice(0, 2) });
    const data = await loadSearchPage(api, new URL('http://portal.test/search'), { guest: true, site: 'desktop' });
    expect(calls.map((call) => call.path)).toEqual(['/homepage/homeStatistic/getSearchStatistic']);
    expect(data).toMatchObject({ result: null, history: null, hot: hot.slice(0, 2) });
  });

  it('keeps a failed search as the page’s error state and lost hot terms as none', async () => {
    const { api } = fakeApi({
      '/homepage/homeApp/search': () => {
        throw new ApiError(429, '搜索过于频繁，请稍后再试', 429, '/homepage/homeApp/search');
      },
      '/homepage/homeStatistic/getSearchStatistic': () => {
        throw new ApiError(500, '服务异常', 500, '/homepage/homeStatistic/getSearchStatistic');
      },
    });
    const data = await loadSearchPage(api, new URL('http://portal.test/search?keyword=x'), {
      guest: true,
      site: 'desktop',
    });
    expect(data.result).toEqual({ ok: false, msg: '搜索过于频繁，请稍后再试' });
    expect(data.hot).toEqual([]);
  });
});
