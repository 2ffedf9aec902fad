import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { setRequestFeedback, type RequestFeedbackImpl } from '../../../shared/api-client/feedback';
import { serverSessionContext, type ServerApi } from '../../../shared/api-client/server-api';
import BusinessSystemPage, { loader as businessLoader } from './business-system-page';
import CollectPage from './collect-page';
import { dayHeading } from './day-heading';
import { businessListBody } from './list-query';
import RecentlyUsedPage from './recently-used-page';
import { fail, FIRST_RENDER, installBrowserStubs, ok, PAGE_TEST, renderPage, sampleApp } from './test-support';
import { preloadRequestClient } from '../../../shared/testing/request-client';

const fetchMock = vi.fn<typeof fetch>();
let unregister: () => void;

beforeAll(preloadRequestClient);

beforeEach(() => {
  installBrowserStubs();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  unregister = setRequestFeedback({ showError: vi.fn(), toLogin: vi.fn() } as unknown as RequestFeedbackImpl);
});

afterEach(() => {
  cleanup();
  unregister();
  vi.unstubAllGlobals();
});

const collected = [
  sampleApp({ appId: '11', name: '校园卡挂失', collected: true }),
  sampleApp({ appId: '12', name: '宿舍报修', collected: true }),
];

describe('CollectPage', PAGE_TEST, () => {
  const renderCollect = () =>
    renderPage({
      path: '/personal-center/collect',
      url: '/personal-center/collect',
      Component: CollectPage,
      loaderData: { collected: { ok: true, data: collected } },
    });

  it('drops an uncollected card at once and keeps the keyboard on the page', async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((done) => (resolve = done)));
    renderCollect();
    const card = await screen.findByRole('article', { name: '校园卡挂失' }, FIRST_RENDER);
    fireEvent.click(within(card).getByRole('button', { name: '取消收藏' }));

    expect(screen.queryByRole('article', { name: '校园卡挂失' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('共 1 项，已取消收藏「校园卡挂失」');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '我的收藏' }));
    // The request client loads on the first call (lazy-browser-api.ts): the save goes out a few ticks later.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), FIRST_RENDER);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ appId: '11', collect: false });
    await act(async () => resolve(ok({ collected: false })));
    expect(screen.queryByRole('article', { name: '校园卡挂失' })).toBeNull();
  });

  it('brings the card back when uncollecting fails', async () => {
    fetchMock.mockResolvedValueOnce(fail(500, '服务异常'));
    renderCollect();
    const card = await screen.findByRole('article', { name: '宿舍报修' }, FIRST_RENDER);
    fireEvent.click(within(card).getByRole('button', { name: '取消收藏' }));
    const back = await screen.findByRole('article', { name: '宿舍报修' });
    expect(within(back).getByRole('button', { name: '取消收藏' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says 暂无数据 with a way to the hall when nothing is collected', async () => {
    renderPage({
      path: '/personal-center/collect',
      url: '/personal-center/collect',
      Component: CollectPage,
      loaderData: { collected: { ok: true, data: [] } },
    });
    expect(await screen.findByText('暂无数据', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去服务大厅看看' }).getAttribute('href')).toBe('/service-hall');
  });
});

describe('RecentlyUsedPage', PAGE_TEST, () => {
  it('groups the services under a heading per day', async () => {
    renderPage({
      path: '/personal-center/recently-used',
      url: '/personal-center/recently-used',
      Component: RecentlyUsedPage,
      loaderData: {
        groups: {
          ok: true,
          data: [
            { date: '2025-03-08', list: [collected[0]] },
            { date: '2025-03-07', list: [collected[1], sampleApp({ appId: '13', name: '成绩单打印' })] },
          ],
        },
      },
    });
    const first = await screen.findByRole('region', { name: '2025年3月8日 星期六' }, FIRST_RENDER);
    expect(within(first).getAllByRole('article')).toHaveLength(1);
    const second = screen.getByRole('region', { name: '2025年3月7日 星期五' });
    expect(within(second).getAllByRole('article')).toHaveLength(2);
    expect(within(second).getByRole('link', { name: '成绩单打印' })).toBeTruthy();
  });

  it('reads a day as the calendar date, whatever the time zone', () => {
    expect(dayHeading('2025-01-01')).toBe('2025年1月1日 星期三');
    expect(dayHeading('昨天')).toBe('昨天');
  });
});

describe('BusinessSystemPage', PAGE_TEST, () => {
  it('loads the business-system types and the page the URL names, together', async () => {
    const api = vi.fn().mockResolvedValue([]) as unknown as ServerApi;
    const context = new RouterContextProvider();
    context.set(serverSessionContext, { api, hasToken: () => true, takeCookies: () => [] });
    const request = new Request('http://portal.test/business-system?typeId=4&keyword=OA&page=abc');
    await businessLoader({ request, context, params: {} } as unknown as Parameters<typeof businessLoader>[0]);
    const calls = vi.mocked(api).mock.calls as unknown as [{ path: string }, unknown][];
    expect(calls).toEqual([
      [expect.objectContaining({ path: '/homepage/homeAppType/getAllType' }), { query: { attributeType: 2 } }],
      [
        expect.objectContaining({ path: '/homepage/homeApp/getBusinessApp' }),
        { body: { typeId: 4, keyword: 'OA', page: 1, pageSize: 12 } },
      ],
    ]);
  });

  it('shows the type tabs and cards whose action is 进入系统', async () => {
    const system = sampleApp({
      appId: '31',
      name: '办公自动化系统',
      attributeType: 2,
      resource: 1,
      openType: 0,
      pcUrl: 'https://oa.example.edu.cn/',
    });
    renderPage({
      path: '/business-system',
      url: '/business-system?typeId=5',
      Component: BusinessSystemPage,
      loaderData: {
        query: businessListBody(new URLSearchParams('typeId=5')),
        types: { ok: true, data: [{ typeId: 5, name: '办公系统', icon: '', count: 1 }] },
        list: { ok: true, data: { list: [system], total: 1 } },
      },
    });
    const tabs = await screen.findByRole('navigation', { name: '系统分类' }, FIRST_RENDER);
    expect(
      within(tabs)
        .getByRole('link', { name: /办公系统/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const enter = screen.getByRole('link', { name: '进入系统：办公自动化系统' });
    expect(enter.getAttribute('href')).toBe(
      `/to-handle-service?appId=31&terminalType=1&guideStatus=1&resource=1&openType=0&pcUrl=${encodeURIComponent(
        'https://oa.example.edu.cn/',
      )}&mobileUrl=${encodeURIComponent('线下办理')}`,
    );
    expect(enter.getAttribute('target')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏' })).toBeTruthy());
  });
});
