import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, data, Outlet, useLocation } from 'react-router';
import { Toast } from 'antd-mobile';
import ToHandleServicePage, { ErrorBoundary, LEAVE_DELAY_MS } from './to-handle-service-page';
import { OFFLINE_ONLY_MESSAGE, TERMINAL_TYPE_REQUIRED } from './lib/handle-service';

afterEach(() => {
  cleanup();
  act(() => Toast.clear());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function Landing() {
  return <p>落地页 {useLocation().pathname}</p>;
}

describe('/to-handle-service toast page', () => {
  it('shows the mobile toast, then replaces itself with the app’s guide', async () => {
    const show = vi.spyOn(Toast, 'show');
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ site: { color: '#007aff' } }),
        HydrateFallback: () => null,
        children: [
          {
            path: 'to-handle-service',
            loader: () => ({
              kind: 'toast',
              message: OFFLINE_ONLY_MESSAGE,
              fallback: '/mobile/service-guide/42',
              terminalType: 2,
            }),
            Component: ToHandleServicePage as never,
          },
          { path: 'mobile/service-guide/:id', Component: Landing },
        ],
        Component: Outlet,
      },
    ]);
    render(<Stub initialEntries={['/to-handle-service?appId=42&terminalType=2&resource=0']} />);
    expect((await screen.findByRole('status')).textContent).toBe(OFFLINE_ONLY_MESSAGE);
    expect(screen.getByRole('link', { name: '查看办事指南' }).getAttribute('href')).toBe('/mobile/service-guide/42');
    // Toast loads on first use (shared/ui/mobile/feedback.tsx): it shows a few ticks after the page.
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: OFFLINE_ONLY_MESSAGE, duration: 2000 }));
    await waitFor(() => expect(screen.getByText('落地页 /mobile/service-guide/42')).toBeTruthy(), { timeout: 5000 });
  });

  it('shows what is missing from a bad link, in Chinese, with a way home', async () => {
    const Stub = createRoutesStub([
      {
        path: '/to-handle-service',
        loader: () => {
          throw data({ code: 400, msg: TERMINAL_TYPE_REQUIRED }, { status: 400 });
        },
        Component: ToHandleServicePage as never,
        ErrorBoundary,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/to-handle-service?appId=42&terminalType=2x']} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '链接中缺少终端类型（电脑端或手机端），请回到服务页面重新点击「立即办理」。',
    );
    expect(screen.getByRole('heading', { name: '办理链接不完整' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('says where the visitor is going before leaving for the outside system, in place of itself', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    try {
      const Stub = createRoutesStub([
        {
          path: '/to-handle-service',
          loader: () => ({
            kind: 'leave',
            url: 'https://jw.demo-university.edu.cn/apply',
            name: '在读证明开具',
            back: '/mobile/service-guide/1',
            terminalType: 2,
          }),
          Component: ToHandleServicePage as never,
          HydrateFallback: () => null,
        },
      ]);
      render(<Stub initialEntries={['/to-handle-service?appId=1&terminalType=2']} />);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('即将前往「在读证明开具」');
      expect(screen.getByText('jw.demo-university.edu.cn')).toBeTruthy();
      expect(screen.getByRole('link', { name: '立即前往' }).getAttribute('href')).toBe(
        'https://jw.demo-university.edu.cn/apply',
      );
      expect(replace).not.toHaveBeenCalled();
      await waitFor(() => expect(replace).toHaveBeenCalledWith('https://jw.demo-university.edu.cn/apply'), {
        timeout: LEAVE_DELAY_MS + 2000,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
