import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPagePath,
  isExpiredDialogOpen,
  pageNavigation,
  reloadCurrentPage,
  requestFeedback,
  setRequestFeedback,
  type RequestFeedbackImpl,
} from './feedback';

function fakeFeedback() {
  const closers: Array<() => void> = [];
  const impl = {
    showError: vi.fn<(msg: string) => void>(),
    showExpired: vi.fn((onClosed: () => void) => void closers.push(onClosed)),
    showRefresh: vi.fn<() => void>(),
    showNoPermission: vi.fn<(page: string) => void>(),
    toLogin: vi.fn<(redirect: string) => void>(),
  } satisfies RequestFeedbackImpl;
  return { impl, closers };
}

let unregister: (() => void) | undefined;

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  unregister?.();
  unregister = undefined;
  vi.restoreAllMocks();
});

describe('request feedback registry', () => {
  it('forwards every call to the registered implementation', () => {
    const { impl } = fakeFeedback();
    unregister = setRequestFeedback(impl);
    const feedback = requestFeedback();
    feedback.showError('服务异常');
    feedback.showRefresh();
    feedback.showNoPermission('新闻');
    feedback.toLogin('/news?id=1');
    expect(impl.showError).toHaveBeenCalledWith('服务异常');
    expect(impl.showRefresh).toHaveBeenCalledOnce();
    expect(impl.showNoPermission).toHaveBeenCalledWith('新闻');
    expect(impl.toLogin).toHaveBeenCalledWith('/news?id=1');
  });

  it('falls back to the console when nothing is registered (server rendering)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    requestFeedback().showError('服务异常');
    requestFeedback().showExpired();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('服务异常'));
    expect(warn).toHaveBeenCalled();
    // The fallback "closes" at once, so it never blocks a later real dialog.
    expect(isExpiredDialogOpen()).toBe(false);
  });

  it('unregisters, but an old layout cannot unregister a newer one', () => {
    const first = fakeFeedback();
    const second = fakeFeedback();
    const unregisterFirst = setRequestFeedback(first.impl);
    unregister = setRequestFeedback(second.impl);
    unregisterFirst();
    requestFeedback().showError('x');
    expect(second.impl.showError).toHaveBeenCalledWith('x');
    expect(first.impl.showError).not.toHaveBeenCalled();

    unregister();
    unregister = undefined;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    requestFeedback().showError('y');
    expect(second.impl.showError).toHaveBeenCalledTimes(1);
  });

  it('shows the expired dialog only once at a time', () => {
    const { impl, closers } = fakeFeedback();
    unregister = setRequestFeedback(impl);
    requestFeedback().showExpired();
    requestFeedback().showExpired();
    requestFeedback().showExpired();
    expect(impl.showExpired).toHaveBeenCalledTimes(1);
    expect(isExpiredDialogOpen()).toBe(true);

    closers[0]!();
    expect(isExpiredDialogOpen()).toBe(false);
    requestFeedback().showExpired();
    expect(impl.showExpired).toHaveBeenCalledTimes(2);

    // A late second close of the first dialog must not unlock the one now open.
    closers[0]!();
    requestFeedback().showExpired();
    expect(impl.showExpired).toHaveBeenCalledTimes(2);
  });

  it('releases the guard when showing the dialog throws, and when the layout changes', () => {
    const broken = fakeFeedback();
    broken.impl.showExpired.mockImplementation(() => {
      throw new Error('boom');
    });
    unregister = setRequestFeedback(broken.impl);
    expect(() => requestFeedback().showExpired()).toThrow('boom');
    expect(isExpiredDialogOpen()).toBe(false);

    const desktop = fakeFeedback();
    unregister = setRequestFeedback(desktop.impl);
    requestFeedback().showExpired();
    expect(isExpiredDialogOpen()).toBe(true);
    const mobile = fakeFeedback();
    unregister = setRequestFeedback(mobile.impl);
    requestFeedback().showExpired();
    expect(mobile.impl.showExpired).toHaveBeenCalledOnce();
  });
});

describe('page helpers', () => {
  it('gives the current path with its query', () => {
    window.history.pushState(null, '', '/news/more/3?page=2');
    expect(currentPagePath()).toBe('/news/more/3?page=2');
  });

  it('reloads the current page at most once per path per 10 s', () => {
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
    window.history.pushState(null, '', '/home');
    expect(reloadCurrentPage()).toBe(true);
    expect(reloadCurrentPage()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
