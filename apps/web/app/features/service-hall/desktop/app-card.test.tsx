import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setRequestFeedback, type RequestFeedbackImpl } from '../../../shared/api-client/feedback';
import { AppCard } from './app-card';
import { LOGIN_TO_COLLECT } from '../../../shared/collect/desktop/use-collect';
import { fail, installBrowserStubs, ok, renderPage, sampleApp, FIRST_RENDER, PAGE_TEST } from './test-support';
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

function CardPage({ loaderData }: { loaderData: { app: ReturnType<typeof sampleApp> } }) {
  return <AppCard app={loaderData.app} />;
}

const renderCard = (app = sampleApp(), userType: 'GUEST' | 'STUDENT' = 'STUDENT') =>
  renderPage({
    path: '/service-hall',
    url: '/service-hall?typeId=2&keyword=证明',
    Component: CardPage,
    loaderData: { app },
    userType,
  });

/** A fetch answer the test settles by hand, to look at the page while the save is under way. */
function deferredResponse() {
  let resolve!: (response: Response) => void;
  fetchMock.mockReturnValueOnce(new Promise<Response>((done) => (resolve = done)));
  return (response: Response) => act(async () => resolve(response));
}

describe('AppCard', PAGE_TEST, () => {
  it('shows the name as a link to the guide, the department, summary and audiences', async () => {
    renderCard();
    const card = await screen.findByRole('article', { name: '在读证明开具' }, FIRST_RENDER);
    const link = within(card).getByRole('link', { name: '在读证明开具' });
    expect(link.getAttribute('href')).toBe('/service-hall/details/1001');
    expect(within(card).getByText('教务处')).toBeTruthy();
    expect(within(card).getByText(/在读证明，用于签证/)).toBeTruthy();
    const audiences = within(card).getByRole('list', { name: '服务对象' });
    expect(
      within(audiences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['学生', '校友']);
  });

  it('leads a business system into the system through /to-handle-service', async () => {
    renderCard(sampleApp({ attributeType: 2, resource: 1, openType: 1, pcUrl: 'https://oa.example.edu.cn/' }));
    const link = await screen.findByRole('link', { name: '进入系统：在读证明开具' }, FIRST_RENDER);
    expect(link.getAttribute('href')).toMatch(/^\/to-handle-service\?appId=1001&terminalType=1&/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('collects at once, before the server answers, and saves it', async () => {
    renderCard();
    const star = await screen.findByRole('button', { name: '收藏' }, FIRST_RENDER);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    const answer = deferredResponse();

    fireEvent.click(star);
    const pressed = screen.getByRole('button', { name: '取消收藏' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    // The request client loads on the first call (lazy-browser-api.ts): the save goes out a few ticks later.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), FIRST_RENDER);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/homepage/homeApp/collectApp');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ appId: '1001', collect: true });

    await answer(ok({ collected: true }));
    expect(screen.getByRole('button', { name: '取消收藏' }).getAttribute('aria-pressed')).toBe('true');
    expect(showError).not.toHaveBeenCalled();
  });

  it('rolls back when the save fails; the request client shows why', async () => {
    renderCard(sampleApp({ collected: true }));
    const star = await screen.findByRole('button', { name: '取消收藏' }, FIRST_RENDER);
    const answer = deferredResponse();

    fireEvent.click(star);
    expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), FIRST_RENDER);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ appId: '1001', collect: false });

    await answer(fail(500, '服务异常，请稍后重试'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '取消收藏' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(showError).toHaveBeenCalledWith('服务异常，请稍后重试');
  });

  it('ignores a second click while the first save is under way', async () => {
    renderCard();
    const answer = deferredResponse();
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }, FIRST_RENDER));
    fireEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), FIRST_RENDER);
    await answer(ok({ collected: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a guest to sign in, coming back to this page, without calling the API', async () => {
    renderCard(sampleApp(), 'GUEST');
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }, FIRST_RENDER));
    expect(await screen.findByText(LOGIN_TO_COLLECT, undefined, FIRST_RENDER)).toBeTruthy();
    const probe = await screen.findByTestId('login-probe', undefined, FIRST_RENDER);
    expect(probe.textContent).toBe(`/login?redirect=${encodeURIComponent('/service-hall?typeId=2&keyword=证明')}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
