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
import SearchPage from './search-page';

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

const pageData = (query: string, overrides: Partial<SearchPageData> = {}): SearchPageData => ({
  params: searchParamsOf(new URLSearchParams(query)),
  result: { ok: true, data: scholarshipResult() },
  hot: [
    { keyword: '奖学金', count: 40 },
    { keyword: '成绩单', count: 30 },
  ],
  history: { ok: true, data: [{ keyword: '奖学金', time: '2026-11-23 20:00:00' }] },
  ...overrides,
});

const renderSearch = (query: string, data: SearchPageData | (() => SearchPageData), userType?: 'GUEST') =>
  renderRoute({
    path: '/search',
    url: `/search?${query}`,
    Component: SearchPage,
    loader: typeof data === 'function' ? data : () => data,
    userType,
  });

describe('/search', PAGE_TEST, () => {
  it('groups the results by kind with counts, a tab per kind and the matches marked', async () => {
    const { container } = renderSearch('keyword=奖学金', pageData('keyword=奖学金'));
    const tabs = await screen.findByRole('navigation', { name: '结果分类' }, FIRST_RENDER);
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '全部，16 条',
      '服务，12 条',
      '业务系统，0 条',
      '新闻，1 条',
      '通知公告，3 条',
      '三张清单，0 条',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[3]!.getAttribute('href')).toBe(`/search?keyword=${encodeURIComponent('奖学金')}&kind=news`);
    // Under 全部, only the kinds that found something, each with its count.
    const groups = screen
      .getAllByTestId('search-group')
      .map((group) => within(group).getByRole('heading', { level: 2 }).textContent);
    expect(groups).toEqual(['服务（12）', '新闻（1）', '通知公告（3）']);
    expect(screen.getByRole('link', { name: '查看全部 12 条服务结果' }).getAttribute('href')).toBe(
      `/search?keyword=${encodeURIComponent('奖学金')}&kind=service`,
    );
    const title = screen.getByRole('link', { name: '国家励志奖学金申请' });
    expect(title.getAttribute('href')).toBe('/service-hall/details/26');
    expect(within(title).getByText('奖学金').tagName).toBe('MARK');
    expect(container.querySelectorAll('.yz-hit mark')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('共找到 16 条与「奖学金」相关的结果');
  });

  it('shows markup in a title as text, never as HTML', async () => {
    const hit = sampleHit('news', 3, '<img src=x onerror=alert(1)>奖学金', '奖学金');
    const data = pageData('keyword=奖学金', {
      result: { ok: true, data: sampleResult('奖学金', [sampleGroup('news', 1, [hit])]) },
    });
    const { container } = renderSearch('keyword=奖学金', data);
    expect(await screen.findByText('<img src=x onerror=alert(1)>', {}, FIRST_RENDER)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers the near titles beside results that hold no service (a typo: 校园咔)', async () => {
    const hit = sampleHit('news', 5, '校园文化节开幕', '校园');
    const result = sampleResult('校园咔', [sampleGroup('news', 1, [hit])], { suggestions: ['校园卡补办'] });
    renderSearch('keyword=校园咔', pageData('keyword=校园咔', { result: { ok: true, data: result } }));
    const offered = await screen.findByRole('link', { name: '校园卡补办' }, FIRST_RENDER);
    expect(offered.closest('p')?.textContent).toBe('您是不是要找：校园卡补办');
    expect(offered.getAttribute('href')).toBe(`/search?keyword=${encodeURIComponent('校园卡补办')}`);
    expect(screen.getByRole('status').textContent).toBe('共找到 1 条与「校园咔」相关的结果');
  });

  it('says what the unit’s synonyms searched besides the keyword', async () => {
    const hit = sampleHit('service', 4, '校园卡充值', '校园卡');
    const alsoSearched = ['学生证挂失', '学生证补办'];
    const result = sampleResult('学生证丢了', [sampleGroup('service', 1, [hit])], { alsoSearched });
    renderSearch('keyword=学生证丢了', pageData('keyword=学生证丢了', { result: { ok: true, data: result } }));
    expect((await screen.findByRole('status', {}, FIRST_RENDER)).textContent).toBe(
      '共找到 1 条与「学生证丢了」相关的结果，已同时搜索：学生证挂失、学生证补办',
    );
  });

  it('pages one kind on its tab', async () => {
    const list = Array.from({ length: 10 }, (_, index) =>
      sampleHit('service', 100 + index, `奖学金服务 ${index + 11}`),
    );
    const data = pageData('keyword=奖学金&kind=service&page=2', {
      result: {
        ok: true,
        data: sampleResult('奖学金', [sampleGroup('service', 25, list, 2, 10), sampleGroup('news', 1)]),
      },
    });
    renderSearch('keyword=奖学金&kind=service&page=2', data);
    const tabs = await screen.findByRole('navigation', { name: '结果分类' }, FIRST_RENDER);
    expect(within(tabs).getByRole('link', { name: '服务，25 条' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe(
      `/search?keyword=${encodeURIComponent('奖学金')}&kind=service&page=3`,
    );
  });

  it('offers near spellings and the most used services when nothing is found', async () => {
    const data = pageData('keyword=奖学精', {
      result: {
        ok: true,
        data: sampleResult('奖学精', [sampleGroup('service', 0)], {
          suggestions: ['奖学金'],
          recommended: [sampleHit('service', 1, '在读证明开具')],
        }),
      },
    });
    renderSearch('keyword=奖学精', data);
    expect((await screen.findByRole('status', {}, FIRST_RENDER)).textContent).toBe('未找到与「奖学精」相关的结果');
    const didYouMean = screen.getByText(/您是不是要找/);
    expect(within(didYouMean).getByRole('link', { name: '奖学金' }).getAttribute('href')).toBe(
      `/search?keyword=${encodeURIComponent('奖学金')}`,
    );
    const common = screen.getByRole('heading', { name: '常用服务' }).closest('section')!;
    expect(within(common).getByRole('link', { name: '在读证明开具' }).getAttribute('href')).toBe(
      '/service-hall/details/1',
    );
    expect(screen.queryByRole('navigation', { name: '结果分类' })).toBeNull();
  });

  it('starts with the hot terms and the history, and offers AI search', async () => {
    renderSearch('', pageData('', { result: null }));
    const hot = await screen.findByRole('region', { name: '热门搜索' }, FIRST_RENDER);
    expect(within(hot).getByRole('link', { name: '奖学金' }).getAttribute('href')).toBe(
      `/search?keyword=${encodeURIComponent('奖学金')}`,
    );
    expect(within(screen.getByRole('region', { name: '搜索历史' })).getByRole('link', { name: '奖学金' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '智能搜索' })).toBeTruthy();
    expect(screen.getByRole('search', { name: '全站搜索' })).toBeTruthy();
  });

  it('tells a guest that signing in keeps a history', async () => {
    renderSearch('', pageData('', { result: null, history: null }), 'GUEST');
    const history = await screen.findByRole('region', { name: '搜索历史' }, FIRST_RENDER);
    expect(within(history).getByText('登录后可保留您的搜索历史')).toBeTruthy();
    expect(within(history).queryByRole('button')).toBeNull();
  });

  it('clears one entry or all of the history and reads the page again', async () => {
    let records = [
      { keyword: '奖学金', time: '2026-11-23 20:00:00' },
      { keyword: '成绩单', time: '2026-11-23 19:00:00' },
    ];
    const loader = vi.fn(() => pageData('', { result: null, history: { ok: true, data: records } }));
    fetchMock.mockImplementation(async (input, init) => {
      const body = JSON.parse(String(init?.body)) as { keyword?: string };
      records = body.keyword ? records.filter((record) => record.keyword !== body.keyword) : [];
      return ok({ cleared: 1 });
    });
    renderSearch('', loader);
    const history = await screen.findByRole('region', { name: '搜索历史' }, FIRST_RENDER);
    fireEvent.click(within(history).getByRole('button', { name: '删除搜索记录：奖学金' }));
    await waitFor(() => expect(within(history).queryByRole('link', { name: '奖学金' })).toBeNull());
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/homepage\/homeApp\/clearSearchRecord$/);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ keyword: '奖学金' });

    fireEvent.click(within(history).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(within(history).getByText('暂无搜索历史')).toBeTruthy());
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({});
    expect(loader.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});
