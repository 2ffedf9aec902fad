import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { DESKTOP_TOAST_MS, DESKTOP_TOAST_OFFSET_PX, MESSAGES } from '@yizhan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isExpiredDialogOpen, pageNavigation, requestFeedback } from '../../api-client/feedback';
import { DesktopFeedback } from './feedback';

let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

function renderFeedback() {
  // Motion off: jsdom never fires the animation-end events that antd waits for before removing a dialog or toast.
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App message={{ top: DESKTOP_TOAST_OFFSET_PX }}>
        <DesktopFeedback />
      </App>
    </ConfigProvider>,
  );
}

/** The confirm dialog whose title is `title` (antd also renders a hidden copy of the title for screen readers). */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-modal-confirm-title')].find((el) => el.textContent === title);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

const okButton = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns button')!;

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.pushState(null, '', '/service-hall?type=2');
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DesktopFeedback', () => {
  it('shows an error toast for 3 s, 16 px from the top', async () => {
    expect(DESKTOP_TOAST_MS).toBe(3_000);
    renderFeedback();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => requestFeedback().showError('服务异常，请稍后重试'));
    const toast = await screen.findByText('服务异常，请稍后重试');
    expect(toast.closest('.ant-message-error, .ant-message-notice')).not.toBeNull();
    // antd 6 positions the message list through this variable, set from `<App message={{ top }}>`.
    const list = document.querySelector<HTMLElement>('.ant-message')!;
    expect(list.style.getPropertyValue('--notification-top')).toBe(`${DESKTOP_TOAST_OFFSET_PX}px`);

    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(screen.queryByText('服务异常，请稍后重试')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(screen.queryByText('服务异常，请稍后重试')).toBeNull());
  });

  it('shows the expired dialog once at a time; OK signs out and returns here after login', async () => {
    renderFeedback();
    act(() => {
      requestFeedback().showExpired();
      requestFeedback().showExpired();
    });
    const dialog = await findDialog('系统提示');
    expect(dialog.textContent).toContain(MESSAGES.sessionExpired);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);

    fireEvent.click(okButton(dialog));
    expect(assign).toHaveBeenCalledWith(`/logout?redirect=${encodeURIComponent('/service-hall?type=2')}`);
    await waitFor(() => expect(isExpiredDialogOpen()).toBe(false));
  });

  it('lets the backdrop close the expired dialog, after which it can show again', async () => {
    renderFeedback();
    act(() => requestFeedback().showExpired());
    await findDialog('系统提示');
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    await waitFor(() => expect(isExpiredDialogOpen()).toBe(false));
    expect(assign).not.toHaveBeenCalled();

    act(() => requestFeedback().showExpired());
    expect(isExpiredDialogOpen()).toBe(true);
  });

  it('asks an idle user to refresh; the button reloads the page', async () => {
    renderFeedback();
    act(() => requestFeedback().showRefresh());
    const dialog = await findDialog('操作提示');
    expect(dialog.textContent).toContain(MESSAGES.idleRefresh);
    const button = screen.getByRole('button', { name: /刷新页面/ });
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the no-permission dialog with the page name; OK reloads', async () => {
    renderFeedback();
    act(() => requestFeedback().showNoPermission('任务中心'));
    const dialog = await findDialog('提示');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe(
      '您暂无权限访问任务中心页面，请联系管理员申请',
    );
    fireEvent.click(okButton(dialog));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends a tourist to the desktop login with the return path', () => {
    renderFeedback();
    requestFeedback().toLogin('/news?page=2');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fnews%3Fpage%3D2');
  });

  it('unregisters when unmounted', () => {
    const view = renderFeedback();
    view.unmount();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    requestFeedback().toLogin('/news');
    requestFeedback().showError('服务异常');
    expect(assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });
});
