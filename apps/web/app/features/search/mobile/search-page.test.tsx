import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setRequestFeedback, type RequestFeedbackImpl } from '../../../shared/api-client/feedback';
import { stubLayoutApis } from '../../../shared/testing/browser-stubs';
import { preloadRequestClient } from '../../../shared/testing/request-client';
import type { SearchPageData } from '../api/load-search';
import { searchParamsOf } from '../../../shared/search-url';
import {
  FIRST_RENDER,
  ok,
  PAGE_TEST,
  renderRoute,
  sampleGroup,
  sampleHit,
  sampleResult,
  scholarshipResult,
} from '../test-support';
import MobileSearchPage from './search-page';

const fetchMock = vi.fn<typeof fetch>();
let unregister: () => void;

beforeAll(preloadRequestClient);
beforeEach(() => {
  stubLayoutApis();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  unregister = setRequestFeedback({ showError: vi.fn(), toLogin: vi.fn() } as unknown as RequestFeedbackImpl);
});
afterEach(() => {
  cleanup();
  unregister();
  vi.unstubAllGlobals();
});

const services = Array.from({ length: 10 }, (_, index) => sampleHit('service', 200 + index, `奖学金服务 ${index + 1}`));

/** The page's data for an address, as the loader gives it: 奖学金 finds services, news and notices. */
function dataFor(url: URL, history: SearchPageData['history'] = null): SearchPageData {
  const params = searchParamsOf(url.searchParams);
  const all = scholarshipResult();
  const result =
    params.keyword === ''
      ? null
      : params.tab === 'service'
        ? sampleResult('奖学金', [sampleGroup('service', 12, services, 1, 10), ...all.groups.slice(1)])
        : all;
  return { params, result: result && { ok: true, data: result }, hot: [{ keyword: '奖学金', count: 9 }], history };
}

const renderMobile = (url: string, loader: (url: URL) => SearchPageData = (at) => dataFor(at)) =>
  renderRoute({
    path: '/mobile/search',
    url,
    Component: MobileSearchPage,
    loader: (({ request }: { request: Request }) => loader(new URL(request.url))) as () => unknown,
  });

describe('/mobile/search', PAGE_TEST, () => {
  it('offers the near titles beside results that hold no service (a typo: 校园咔)', async () => {
    const hit = sampleHit('news', 5, '校园文化节开幕', '校园');
    const result = sampleResult('校园咔', [sampleGroup('news', 1, [hit])], { suggestions: ['校园卡补办'] });
    renderMobile('/mobile/search?keyword=校园咔', (url) => ({
      params: searchParamsOf(url.searchParams),
      result: { ok: true, data: result },
      hot: [],
      history: null,
    }));
    expect(await screen.findByRole('heading', { name: '您是不是要找' }, FIRST_RENDER)).toBeTruthy();
    const offered = screen.getByRole('link', { name: '校园卡补办' });
    expect(offered.getAttribute('href')).toBe(`/mobile/search?keyword=${encodeURIComponent('校园卡补办')}`);
    expect(screen.getByRole('link', { name: /^校园文化节开幕/ })).toBeTruthy();
  });

  it('shows the results by kind with counts, and a kind’s own list from 查看全部', async () => {
    renderMobile('/mobile/search?keyword=奖学金');
    const tabs = await screen.findByRole('navigation', { name: '结果分类' }, FIRST_RENDER);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['全部 16', '服务 12', '业务系统 0', '新闻 1', '通知公告 3', '三张清单 0']);
    const link = screen.getByRole('link', { name: /^国家励志奖学金申请/ });
    expect(link.getAttribute('href')).toBe('/mobile/service-guide/26');
    expect(within(link).getByText('奖学金').tagName).toBe('MARK');
    expect(screen.getByRole('heading', { name: '新闻 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '查看全部 12 条服务结果' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '服务结果' })).getAllByRole('link')).toHaveLength(10),
    );
    expect(screen.queryByRole('button', { name: /查看全部/ })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: '服务 12' }).getAttribute('aria-selected')).toBe('true');
  });

  it('offers near spellings and the most used services when nothing is found', async () => {
    renderMobile('/mobile/search?keyword=奖学精', (url) => ({
      ...dataFor(url),
      result: {
        ok: true,
        data: sampleResult('奖学精', [sampleGroup('service', 0)], {
          suggestions: ['奖学金'],
          recommended: [sampleHit('service', 1, '在读证明开具')],
        }),
      },
    }));
    expect((await screen.findByRole('status', {}, FIRST_RENDER)).textContent).toBe('未找到与「奖学精」相关的结果');
    expect(screen.getByRole('link', { name: '奖学金' }).getAttribute('href')).toBe(
      `/mobile/search?keyword=${encodeURIComponent('奖学金')}`,
    );
    const common = screen.getByRole('list', { name: '常用服务' });
    expect(within(common).getByRole('link').getAttribute('href')).toBe('/mobile/service-guide/1');
  });

  it('starts with the history, which 清空 clears, and the hot terms', async () => {
    let records = [{ keyword: '成绩单', time: '2026-11-23 20:00:00' }];
    fetchMock.mockImplementation(async () => {
      records = [];
      return ok({ cleared: 1 });
    });
    renderMobile('/mobile/search', (url) => dataFor(url, { ok: true, data: records }));
    const history = await screen.findByRole('region', { name: '搜索历史' }, FIRST_RENDER);
    expect(within(history).getByRole('link', { name: '成绩单' }).getAttribute('href')).toBe(
      `/mobile/search?keyword=${encodeURIComponent('成绩单')}`,
    );
    expect(within(screen.getByRole('region', { name: '热门搜索' })).getByRole('link', { name: '奖学金' })).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull());
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/homepage\/homeApp\/clearSearchRecord$/);
  });

  it('has a labelled search box that sends the keyword', async () => {
    renderMobile('/mobile/search');
    const form = await screen.findByRole('search', { name: '全站搜索' }, FIRST_RENDER);
    fireEvent.change(within(form).getByRole('combobox', { name: '搜索关键词' }), { target: { value: '奖学金' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('navigation', { name: '结果分类' })).toBeTruthy();
  });
});
