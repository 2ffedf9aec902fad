import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet, RouterContextProvider, useLocation } from 'react-router';
import { Toast } from 'antd-mobile';
import { serviceHallApi, type AppGuide } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverSessionContext, type ServerApi } from '../../../shared/api-client/server-api';
import ServiceGuidePage, { loader } from './service-guide-page';
import type { Route } from './+types/service-guide-page';
import { appFixture, guideFixture } from './guide-fixture';
import { preloadRequestClient } from '../../../shared/testing/request-client';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
const fail = (code: number, msg: string) =>
  new Response(JSON.stringify({ success: false, code, msg, data: null }), {
    headers: { 'content-type': 'application/json' },
  });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

function LoginPage() {
  const { pathname, search } = useLocation();
  return <p>登录页 {`${pathname}${search}`}</p>;
}

function renderGuide(guide: AppGuide, userType: 'GUEST' | 'STUDENT' = 'GUEST') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: { userType } }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: 'mobile/service-guide/:id', loader: () => ({ guide }), Component: ServiceGuidePage as never },
        { path: 'mobile-login', Component: LoginPage },
      ],
    },
  ]);
  return render(<Stub initialEntries={[`/mobile/service-guide/${guide.app.appId}`]} />);
}

beforeAll(preloadRequestClient);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok({ hits: 11 }));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'tourist=1; path=/';
});

afterEach(() => {
  cleanup();
  act(() => Toast.clear());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mobile/service-guide/:id page', () => {
  it('renders every section of the guide', async () => {
    renderGuide(guideFixture());
    await screen.findByRole('heading', { name: '在读证明开具' });
    for (const title of ['基本信息', '受理条件', '设定依据', '申请材料（2）', '办理流程', '办理时限']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    for (const title of ['收费标准', '办理地点和时间', '咨询与监督', '常见问题']) {
      expect(screen.getAllByRole('heading', { name: title }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('学生处、研究生院')).toBeTruthy();
    expect(screen.getByText('网上办理、窗口办理')).toBeTruthy();
    expect(screen.getByText('5 个工作日')).toBeTruthy();
    expect(screen.getByText('即办')).toBeTruthy();
    expect(screen.getByText('不收费')).toBeTruthy();
    expect(screen.getByText('教务处审核')).toBeTruthy();
    expect(screen.getByText('行政楼 101 室')).toBeTruthy();
    expect(screen.getByText('问：多久可以拿到？')).toBeTruthy();
    expect(screen.getByText('学生')).toBeTruthy();
  });

  it('links materials safely and phones as tel: links', async () => {
    renderGuide(guideFixture());
    const sample = await screen.findByRole('link', { name: '学生证：查看样表' });
    expect(sample.getAttribute('href')).toBe('https://files.example.edu.cn/sample.pdf');
    expect(sample.getAttribute('rel')).toBe('noopener noreferrer');
    // The javascript: blank form is not linked at all.
    expect(screen.queryByRole('link', { name: '学生证：下载空白表格' })).toBeNull();
    expect(screen.getByRole('link', { name: '申请表：下载空白表格' }).getAttribute('href')).toBe('/files/blank.docx');
    expect(screen.getByRole('link', { name: '0571-88881234' }).getAttribute('href')).toBe('tel:057188881234');
    expect(screen.getByRole('link', { name: '12345' }).getAttribute('href')).toBe('tel:12345');
    expect(screen.getByRole('link', { name: '0571-88885678' }).getAttribute('href')).toBe('tel:057188885678');
  });

  it('links 立即办理 to /to-handle-service with guideStatus 0 and every value encoded', async () => {
    renderGuide(guideFixture());
    const link = await screen.findByRole('link', { name: '立即办理' });
    const href = link.getAttribute('href')!;
    expect(href).toBe(
      '/to-handle-service?appId=42&terminalType=2&guideStatus=0&resource=1&openType=9' +
        '&pcUrl=https%3A%2F%2Fpc.example.edu.cn%2Fapply%3Ftype%3D1%26lang%3Dzh' +
        '&mobileUrl=https%3A%2F%2Fm.example.edu.cn%2Fapply',
    );
  });

  it('counts one view on mount, silently', async () => {
    renderGuide(guideFixture());
    await screen.findByRole('link', { name: '立即办理' });
    // The request client loads on the first call (lazy-browser-api.ts).
    await waitFor(() => expect(calls('/homepage/homeApp/hitApp')).toHaveLength(1));
    expect(String(calls('/homepage/homeApp/hitApp')[0]![0])).toBe('/homepage/homeApp/hitApp?appId=42');
  });

  it('sends a guest who taps 收藏 to the mobile login with the way back', async () => {
    const show = vi.spyOn(Toast, 'show');
    renderGuide(guideFixture());
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    // Toast loads on first use (shared/ui/mobile/feedback.tsx).
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '请先登录后再收藏' })));
    expect(await screen.findByText('登录页 /mobile-login?redirect=%2Fmobile%2Fservice-guide%2F42')).toBeTruthy();
    expect(calls('/homepage/homeApp/collectApp')).toHaveLength(0);
  });

  it('toggles 收藏 at once for a user and keeps the server’s answer', async () => {
    document.cookie = 'tourist=0; path=/';
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url) =>
      String(url).startsWith('/homepage/homeApp/collectApp')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(ok({ hits: 1 })),
    );
    renderGuide(guideFixture(), 'STUDENT');
    const button = await screen.findByRole('button', { name: '收藏' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(within(button).getByText('已收藏')).toBeTruthy();
    await waitFor(() => expect(calls('/homepage/homeApp/collectApp')).toHaveLength(1));
    const [, init] = calls('/homepage/homeApp/collectApp')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ appId: '42', collect: true });
    await act(async () => answer(ok({ collected: true })));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('puts 收藏 back when the server refuses', async () => {
    document.cookie = 'tourist=0; path=/';
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/homepage/homeApp/collectApp') ? fail(500, '收藏失败') : ok({ hits: 1 }),
    );
    const show = vi.spyOn(Toast, 'show');
    renderGuide(guideFixture({ app: appFixture({ collected: true }) }), 'STUDENT');
    const button = await screen.findByRole('button', { name: '已收藏' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '收藏失败' }));
  });
});

describe('/mobile/service-guide/:id loader', () => {
  const load = async (id: string, api: ServerApi) => {
    const context = new RouterContextProvider();
    context.set(serverSessionContext, { api, hasToken: () => true, takeCookies: () => [] });
    const args = {
      params: { id },
      context,
      request: new Request(`https://portal.test/mobile/service-guide/${id}`),
    } as unknown as Route.LoaderArgs;
    return loader(args).then(
      (value) => ({ value, thrown: undefined }),
      (thrown: { data: unknown; init: { status: number } }) => ({ value: undefined, thrown }),
    );
  };

  it('loads the guide of the id', async () => {
    const guide = guideFixture();
    const api = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path.includes('appointments') ? [] : endpoint.path.includes('ratings') ? null : guide,
    ) as unknown as ServerApi;
    expect((await load('42', api)).value).toEqual({ guide, scenarios: false, bookable: false, ratings: null });
    expect(api).toHaveBeenCalledWith(serviceHallApi.guide, { query: { appId: '42' } });
  });

  it('answers 404 with the API message for an unknown service', async () => {
    const api = vi.fn(async () => {
      throw new ApiError(404, '服务不存在', 200, serviceHallApi.guide.path);
    }) as unknown as ServerApi;
    const { thrown } = await load('999', api);
    expect(thrown?.init.status).toBe(404);
    expect(thrown?.data).toEqual({ code: 404, msg: '服务不存在' });
  });

  it('sends to the mobile login, and back, when the session ended (the API’s 401)', async () => {
    const api = vi.fn(async () => {
      throw new ApiError(401, '登录状态已过期，请重新登录', 200, serviceHallApi.guide.path);
    }) as unknown as ServerApi;
    const thrown = (await load('222', api)).thrown as unknown as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/mobile-login?redirect=%2Fmobile%2Fservice-guide%2F222');
  });

  it('answers 404 without calling the API for an id that cannot be a service', async () => {
    const api = vi.fn() as unknown as ServerApi;
    expect((await load('abc', api)).thrown?.init.status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });
});
