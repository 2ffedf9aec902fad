import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { CODE } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverSessionContext, type ServerApi } from '../../../shared/api-client/server-api';
import { setRequestFeedback, type RequestFeedbackImpl } from '../../../shared/api-client/feedback';
import ServiceDetailPage, { loader, meta } from './service-detail-page';
import { GUIDE_SECTIONS } from './guide-sections';
import { fail, installBrowserStubs, ok, renderPage, sampleGuide, FIRST_RENDER, PAGE_TEST } from './test-support';
import { preloadRequestClient } from '../../../shared/testing/request-client';

const fetchMock = vi.fn<typeof fetch>();
const showError = vi.fn();
let unregister: () => void;

beforeAll(preloadRequestClient);

beforeEach(() => {
  installBrowserStubs();
  fetchMock.mockReset();
  showError.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  unregister = setRequestFeedback({ showError, toLogin: vi.fn() } as unknown as RequestFeedbackImpl);
});

afterEach(() => {
  cleanup();
  unregister();
  vi.unstubAllGlobals();
});

const guide = sampleGuide();
const renderGuide = (loaderData: unknown = { guide: { ok: true, data: guide } }) =>
  renderPage({
    path: '/service-hall/details/:id',
    url: '/service-hall/details/1001',
    Component: ServiceDetailPage,
    loaderData,
  });

/** Runs the page loader with a server API that answers through `api`. */
function runLoader(id: string, api: ServerApi) {
  const context = new RouterContextProvider();
  context.set(serverSessionContext, { api, hasToken: () => true, takeCookies: () => [] });
  const request = new Request(`http://portal.test/service-hall/details/${id}`);
  return loader({ params: { id }, context, request } as unknown as Parameters<typeof loader>[0]);
}

describe('ServiceDetailPage', PAGE_TEST, () => {
  it('shows every section of the guide under its own heading, with the anchor nav to each', async () => {
    fetchMock.mockResolvedValue(ok({ hits: 121 }));
    renderGuide();
    expect(await screen.findByRole('heading', { level: 1, name: '在读证明开具' }, FIRST_RENDER)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '指南目录' });
    for (const section of GUIDE_SECTIONS) {
      const region = screen.getByRole('region', { name: section.title });
      expect(region.id).toBe(section.id);
      expect(within(nav).getByRole('link', { name: section.title }).getAttribute('href')).toBe(`#${section.id}`);
    }

    const basic = screen.getByRole('region', { name: '基本信息' });
    for (const text of [
      '在读证明办理',
      '公共服务',
      '学生处、研究生院',
      '全日制在读本科生、研究生',
      '网上办理、窗口办理',
    ]) {
      expect(within(basic).getByText(text)).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: '受理条件' })).getByText('具有正式学籍的在读学生')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '设定依据' })).getByText(/学生管理规定/)).toBeTruthy();

    const rows = within(screen.getByRole('region', { name: '申请材料' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('学生证');
    expect(rows[1]!.textContent).toContain('原件 1 份');
    expect(rows[1]!.textContent).toContain('必需');
    expect(rows[1]!.textContent).toContain('纸质');
    expect(within(rows[1]!).getByRole('link', { name: '学生证：查看样表' }).getAttribute('href')).toBe(
      'https://files.example.edu.cn/sample.pdf',
    );
    expect(within(rows[1]!).getByRole('link', { name: '学生证：下载空白表格' })).toBeTruthy();
    expect(rows[2]!.textContent).toContain('非必需');
    expect(rows[2]!.textContent).toContain('均可');

    const steps = within(screen.getByRole('region', { name: '办理流程' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1网上提交申请', '2教务处审核', '3领取证明']);
    const time = screen.getByRole('region', { name: '办理时限' });
    expect(within(time).getByText('5 个工作日')).toBeTruthy();
    expect(within(time).getByText('2 个工作日')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '收费' })).getByText('不收费')).toBeTruthy();
    const place = screen.getByRole('region', { name: '办理地点和时间' });
    expect(within(place).getByText('行政楼 101 室')).toBeTruthy();
    expect(within(place).getByText(/工作日 8:30/)).toBeTruthy();
    const contact = screen.getByRole('region', { name: '咨询与监督' });
    expect(within(contact).getByRole('link', { name: '0571-88886666' }).getAttribute('href')).toBe('tel:057188886666');
    expect(within(contact).getByRole('link', { name: '0571-88887777' }).getAttribute('href')).toBe('tel:057188887777');
    const faq = screen.getByRole('region', { name: '常见问题' });
    expect(within(faq).getByText('证明多久可以拿到？')).toBeTruthy();
    // Closed answers are in the page too, for printing.
    expect(within(faq).getByText('审核通过后 2 个工作日内。')).toBeTruthy();
  });

  it('links 立即办理 to /to-handle-service with every parameter URL-encoded', async () => {
    fetchMock.mockResolvedValue(ok({ hits: 121 }));
    renderGuide();
    const handle = await screen.findByRole('link', { name: '立即办理' }, FIRST_RENDER);
    const href = handle.getAttribute('href')!;
    expect(href).toBe(
      '/to-handle-service?appId=1001&terminalType=1&guideStatus=1&resource=1&openType=1' +
        `&pcUrl=${encodeURIComponent(guide.app.pcUrl)}&mobileUrl=${encodeURIComponent('线下办理')}`,
    );
    // The pcUrl's own '?', '&' and '=' do not leak into the outer query.
    const params = new URL(href, 'http://portal.test').searchParams;
    expect([...params.keys()]).toEqual([
      'appId',
      'terminalType',
      'guideStatus',
      'resource',
      'openType',
      'pcUrl',
      'mobileUrl',
    ]);
    expect(params.get('pcUrl')).toBe('https://oa.example.edu.cn/apply?item=在读证明&from=portal');
    expect(params.get('mobileUrl')).toBe('线下办理');
  });

  it('counts the visit once, silently even when the count fails', async () => {
    fetchMock.mockResolvedValue(fail(500, '服务异常'));
    renderGuide();
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), FIRST_RENDER);
    const hits = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/homepage/homeApp/hitApp'));
    expect(hits).toHaveLength(1);
    expect(hits[0]![0]).toBe('/homepage/homeApp/hitApp?appId=1001');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showError).not.toHaveBeenCalled();
  });

  it('prints the page', async () => {
    fetchMock.mockResolvedValue(ok({ hits: 1 }));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderGuide();
    fireEvent.click(await screen.findByRole('button', { name: /打印/ }, FIRST_RENDER));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows a load failure with a retry instead of the guide', async () => {
    renderGuide({ guide: { ok: false, msg: '服务异常，请稍后重试' } });
    expect(await screen.findByText('服务异常，请稍后重试', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: '重试' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('titles the document with the service name', () => {
    const matches = [{ id: 'root', loaderData: { site: { title: '示范大学' } } }];
    const [descriptor] = meta({ loaderData: { guide: { ok: true, data: guide } }, matches } as unknown as Parameters<
      typeof meta
    >[0]);
    expect(descriptor).toEqual({ title: '在读证明开具办事指南 · 示范大学' });
  });
});

describe('service detail loader', () => {
  it('loads the guide of the id, whether it can be booked and its ratings, in one round', async () => {
    const summary = { count: 2, average: 4.5, satisfiedPercent: 100, levels: [] };
    const api = vi.fn(async (endpoint: { path: string }, _input?: unknown) =>
      endpoint.path.includes('appointments')
        ? [{ appId: '1001' }]
        : endpoint.path.includes('ratings')
          ? summary
          : endpoint.path.includes('Scenario')
            ? { questions: [] }
            : guide,
    );
    await expect(runLoader('1001', api as unknown as ServerApi)).resolves.toEqual({
      guide: { ok: true, data: guide },
      mobileCode: null,
      scenarios: false,
      bookable: true,
      ratings: summary,
    });
    expect(api.mock.calls[0]![1]).toEqual({ query: { appId: '1001' } });
  });

  it('offers 情形引导 when the service has questions', async () => {
    const api = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path.includes('Scenario') ? { appId: '1001', name: '学生证补办', questions: [{ id: 'why' }] } : guide,
    );
    await expect(runLoader('1001', api as unknown as ServerApi)).resolves.toMatchObject({ scenarios: true });
  });

  it('turns a 404 from the API into the not-found view', async () => {
    const api = vi.fn().mockRejectedValue(new ApiError(CODE.notFound, '服务不存在', 200, '/x'));
    const thrown = await runLoader('999', api).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', data: { code: 404, msg: '服务不存在' } });
    expect((thrown as { init: ResponseInit }).init.status).toBe(404);
  });

  it('does not ask the API about an id that cannot be a service', async () => {
    const api = vi.fn();
    const thrown = await runLoader('abc', api).catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });

  it('sends to sign in, and back, when the session ended (the API’s 401)', async () => {
    const api = vi.fn().mockRejectedValue(new ApiError(CODE.unauthorized, '登录状态已过期，请重新登录', 200, '/x'));
    const thrown = (await runLoader('222', api).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?redirect=%2Fservice-hall%2Fdetails%2F222');
  });

  it('keeps other failures on the page as an error state', async () => {
    const api = vi.fn().mockRejectedValue(new ApiError(CODE.serverError, '服务异常', 500, '/x'));
    await expect(runLoader('1001', api)).resolves.toEqual({
      guide: { ok: false, msg: '服务异常' },
      mobileCode: null,
      scenarios: false,
      bookable: false,
      ratings: null,
    });
  });
});
