import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { MESSAGES, MOBILE_TOAST_MS } from '@yizhan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isExpiredDialogOpen, pageNavigation, requestFeedback } from '../../api-client/feedback';
import { MobileFeedback } from './feedback';

let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

/** The open dialog whose title is `title`. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await waitFor(() => {
    const found = [...document.querySelectorAll('.adm-dialog-title')].find((el) => el.textContent === title);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
  return heading.closest<HTMLElement>('.adm-dialog-body')!;
}

const confirmButton = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('.adm-dialog-footer button')!;

/**
 * Until the dialog's opening animation has begun: jsdom never reports the end of one closed before that, and how
 * soon it begins depends on the timers of the Node that runs the test (often later on Node 24 than on 20).
 */
const opening = (dialog: HTMLElement) => waitFor(() => expect(dialog.parentElement!.style.opacity).not.toBe('0'));

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.pushState(null, '', '/mobile/work?tab=2');
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  act(() => {
    Dialog.clear();
    Toast.clear();
  });
  // A dialog closed before its opening animation started never reports its end in jsdom: drop what is left.
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('MobileFeedback', () => {
  it('shows an error as a 2 s toast', async () => {
    expect(MOBILE_TOAST_MS).toBe(2_000);
    const show = vi.spyOn(Toast, 'show');
    render(<MobileFeedback />);
    act(() => requestFeedback().showError('服务异常，请稍后重试'));
    expect(await screen.findByText('服务异常，请稍后重试')).not.toBeNull();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: MOBILE_TOAST_MS }));
    await waitFor(() => expect(screen.queryByText('服务异常，请稍后重试')).toBeNull(), { timeout: 4_000 });
  });

  it('shows the expired dialog once at a time; confirming signs out and returns here after login', async () => {
    render(<MobileFeedback />);
    act(() => {
      requestFeedback().showExpired();
      requestFeedback().showExpired();
    });
    const dialog = await findDialog('系统提示');
    expect(dialog.textContent).toContain(MESSAGES.sessionExpired);
    expect(document.querySelectorAll('.adm-dialog-body')).toHaveLength(1);

    await opening(dialog);
    fireEvent.click(confirmButton(dialog));
    expect(assign).toHaveBeenCalledWith(`/logout?redirect=${encodeURIComponent('/mobile/work?tab=2')}`);
    await waitFor(() => expect(isExpiredDialogOpen()).toBe(false));
  });

  it('lets the backdrop close the expired dialog, after which it can show again', async () => {
    render(<MobileFeedback />);
    act(() => requestFeedback().showExpired());
    await findDialog('系统提示');
    // The mask's own button for assistive technology; a click on the backdrop itself does the same.
    const backdrop = await screen.findByRole('button', { name: '背景蒙层', hidden: true });
    fireEvent.click(backdrop);
    await waitFor(() => expect(isExpiredDialogOpen()).toBe(false));
    expect(assign).not.toHaveBeenCalled();

    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull());
    act(() => requestFeedback().showExpired());
    expect(isExpiredDialogOpen()).toBe(true);
    await findDialog('系统提示');
  });

  it('asks an idle user to refresh; the button reloads the page', async () => {
    render(<MobileFeedback />);
    act(() => requestFeedback().showRefresh());
    const dialog = await findDialog('操作提示');
    expect(dialog.textContent).toContain(MESSAGES.idleRefresh);
    const button = confirmButton(dialog);
    expect(button.textContent).toBe('刷新页面');
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the no-permission dialog with the page name; confirming reloads', async () => {
    render(<MobileFeedback />);
    act(() => requestFeedback().showNoPermission('办事'));
    const dialog = await findDialog('提示');
    expect(dialog.querySelector('.adm-dialog-content')?.textContent).toBe('您暂无权限访问办事页面，请联系管理员申请');
    fireEvent.click(confirmButton(dialog));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends a tourist to the mobile login with the return path', () => {
    render(<MobileFeedback />);
    requestFeedback().toLogin('/mobile/work?tab=2');
    expect(assign).toHaveBeenCalledWith('/mobile-login?redirect=%2Fmobile%2Fwork%3Ftab%3D2');
  });

  it('unregisters when unmounted', () => {
    const view = render(<MobileFeedback />);
    view.unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    requestFeedback().toLogin('/mobile/work');
    expect(assign).not.toHaveBeenCalled();
  });
});
