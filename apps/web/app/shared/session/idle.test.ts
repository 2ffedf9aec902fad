import { act, cleanup, renderHook } from '@testing-library/react';
import { DEFAULT_ONLINE_LIMIT_SECONDS, DEFAULT_REFRESH_AFTER_SECONDS } from '@yizhan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation, setRequestFeedback, type RequestFeedbackImpl } from '../api-client/feedback';
import {
  checkIdle,
  currentIdleThresholds,
  IDLE_CHECK_INTERVAL_MS,
  idleState,
  idleThresholds,
  resetIdlePrompts,
  setIdleThresholds,
  useIdleWatch,
  useNavigationRenewsOperateTime,
  type IdleWatchOptions,
} from './idle';
import { closeOperateTimeChannel, readOperateTime, writeOperateTime } from './operate-time';

const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('idleThresholds', () => {
  it('defaults to 5 days online and 4 days before refresh, in seconds', () => {
    expect(DEFAULT_ONLINE_LIMIT_SECONDS).toBe(432_000);
    expect(DEFAULT_REFRESH_AFTER_SECONDS).toBe(345_600);
    const defaults = { onlineLimitSeconds: 432_000, refreshAfterSeconds: 345_600 };
    expect(idleThresholds(null)).toEqual(defaults);
    expect(idleThresholds(undefined)).toEqual(defaults);
    expect(idleThresholds({ onLineMinute: null, refreshMinute: null })).toEqual(defaults);
  });

  it('uses the unit minutes × 60, each field on its own', () => {
    expect(idleThresholds({ onLineMinute: 120, refreshMinute: 30 })).toEqual({
      onlineLimitSeconds: 7_200,
      refreshAfterSeconds: 1_800,
    });
    expect(idleThresholds({ onLineMinute: 120, refreshMinute: null })).toEqual({
      onlineLimitSeconds: 7_200,
      refreshAfterSeconds: 345_600,
    });
    expect(idleThresholds({ onLineMinute: null, refreshMinute: 30 })).toEqual({
      onlineLimitSeconds: 432_000,
      refreshAfterSeconds: 1_800,
    });
  });

  it('ignores a zero or negative unit value', () => {
    expect(idleThresholds({ onLineMinute: 0, refreshMinute: -5 })).toEqual(idleThresholds(null));
  });
});

describe('idleState', () => {
  const limits = { onlineLimitSeconds: 600, refreshAfterSeconds: 300 };
  const at = (idleSeconds: number) => idleState(T0 + idleSeconds * 1000, T0, limits);

  it('is active up to and including the refresh threshold', () => {
    expect(at(0)).toBe('active');
    expect(at(300)).toBe('active');
    // Whole seconds: 300.9 s idle is still 300.
    expect(idleState(T0 + 300_900, T0, limits)).toBe('active');
  });

  it('asks for a refresh above the refresh threshold, up to and including the online limit', () => {
    expect(at(301)).toBe('refresh');
    expect(at(600)).toBe('refresh');
  });

  it('is expired above the online limit', () => {
    expect(at(601)).toBe('expired');
    expect(at(86_400)).toBe('expired');
  });

  it('is active when nothing was recorded yet', () => {
    expect(idleState(T0, null, limits)).toBe('active');
  });

  it('uses the 4 / 5 day defaults', () => {
    const defaults = idleThresholds(null);
    expect(idleState(T0 + 4 * DAY, T0, defaults)).toBe('active');
    expect(idleState(T0 + 4 * DAY + 1_000, T0, defaults)).toBe('refresh');
    expect(idleState(T0 + 5 * DAY, T0, defaults)).toBe('refresh');
    expect(idleState(T0 + 5 * DAY + 1_000, T0, defaults)).toBe('expired');
  });
});

describe('checkIdle', () => {
  afterEach(() => setIdleThresholds(idleThresholds(null)));

  it('compares the stored operateTime with the registered thresholds', () => {
    window.sessionStorage.clear();
    writeOperateTime(T0);
    setIdleThresholds(idleThresholds({ onLineMinute: 10, refreshMinute: 5 }));
    expect(checkIdle(T0 + 5 * MINUTE)).toBe('active');
    expect(checkIdle(T0 + 5 * MINUTE + 1_000)).toBe('refresh');
    expect(checkIdle(T0 + 10 * MINUTE + 1_000)).toBe('expired');
  });

  it('starts a fresh tab at now', () => {
    window.sessionStorage.clear();
    expect(checkIdle(T0)).toBe('active');
    expect(readOperateTime()).toBe(T0);
  });
});

describe('useIdleWatch', () => {
  const host = { onLineMinute: 10, refreshMinute: 5 };
  let feedback: { [K in keyof RequestFeedbackImpl]: ReturnType<typeof vi.fn> };
  let closers: Array<() => void>;
  let unregister: () => void;
  let reload: ReturnType<typeof vi.spyOn>;

  const watch = (options: IdleWatchOptions) => renderHook((props) => useIdleWatch(props), { initialProps: options });

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    window.sessionStorage.clear();
    window.history.pushState(null, '', '/service-hall?type=1');
    closers = [];
    feedback = {
      showError: vi.fn(),
      showExpired: vi.fn((onClosed: () => void) => void closers.push(onClosed)),
      showRefresh: vi.fn(),
      showNoPermission: vi.fn(),
      toLogin: vi.fn(),
    };
    unregister = setRequestFeedback(feedback as unknown as RequestFeedbackImpl);
    reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
    resetIdlePrompts();
  });

  afterEach(() => {
    cleanup();
    unregister();
    closeOperateTimeChannel();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('registers the unit thresholds for the request client while mounted', () => {
    const view = watch({ isGuest: false, hostInfo: host });
    expect(currentIdleThresholds()).toEqual({ onlineLimitSeconds: 600, refreshAfterSeconds: 300 });
    view.rerender({ isGuest: false, hostInfo: { onLineMinute: 20, refreshMinute: null } });
    expect(currentIdleThresholds()).toEqual({ onlineLimitSeconds: 1_200, refreshAfterSeconds: 345_600 });
    view.unmount();
    expect(currentIdleThresholds()).toEqual(idleThresholds(null));
  });

  it('starts a fresh tab at now and shows nothing while active', () => {
    watch({ isGuest: false, hostInfo: host });
    expect(readOperateTime()).toBe(T0);
    act(() => void vi.advanceTimersByTime(5 * MINUTE));
    expect(feedback.showRefresh).not.toHaveBeenCalled();
    expect(feedback.showExpired).not.toHaveBeenCalled();
  });

  it('checks on mount and shows the refresh dialog once until the state changes', () => {
    writeOperateTime(T0 - 6 * MINUTE);
    watch({ isGuest: false, hostInfo: host });
    expect(feedback.showRefresh).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS * 3));
    expect(feedback.showRefresh).toHaveBeenCalledTimes(1);

    // The user operates (or another tab does), later goes idle again: a new dialog.
    writeOperateTime(Date.now());
    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS));
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS));
    expect(feedback.showRefresh).toHaveBeenCalledTimes(2);
  });

  it('re-checks every 30 s', () => {
    watch({ isGuest: false, hostInfo: host });
    vi.setSystemTime(T0 + 5 * MINUTE + 1_000);
    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS - 1));
    expect(feedback.showRefresh).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(feedback.showRefresh).toHaveBeenCalledTimes(1);
  });

  it('re-checks when the window gets focus and when the tab becomes visible', () => {
    watch({ isGuest: false, hostInfo: host });
    vi.setSystemTime(T0 + 6 * MINUTE);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(feedback.showRefresh).toHaveBeenCalledTimes(1);

    vi.setSystemTime(T0 + 11 * MINUTE);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(feedback.showExpired).toHaveBeenCalledTimes(1);
  });

  it('shows a signed-in user the expired dialog one at a time', () => {
    writeOperateTime(T0 - 11 * MINUTE);
    watch({ isGuest: false, hostInfo: host });
    expect(feedback.showExpired).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS * 2));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(feedback.showExpired).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    // Dismissed by the backdrop: the session is still over, so the next check shows it again.
    closers[0]!();
    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS));
    expect(feedback.showExpired).toHaveBeenCalledTimes(2);
  });

  it('reloads a tourist instead of showing a dialog, starting the idle time afresh', () => {
    writeOperateTime(T0 - 11 * MINUTE);
    watch({ isGuest: true, hostInfo: host });
    expect(feedback.showExpired).not.toHaveBeenCalled();
    expect(feedback.showRefresh).not.toHaveBeenCalled();
    expect(readOperateTime()).toBe(T0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a tourist at most once per path per 10 s', () => {
    writeOperateTime(T0 - 11 * MINUTE);
    watch({ isGuest: true, hostInfo: host });
    vi.setSystemTime(T0 + 5_000);
    writeOperateTime(T0 - 11 * MINUTE);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops watching when unmounted', () => {
    const view = watch({ isGuest: false, hostInfo: host });
    view.unmount();
    vi.setSystemTime(T0 + 11 * MINUTE);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS * 2);
    });
    expect(feedback.showExpired).not.toHaveBeenCalled();
  });
});

describe('a navigation checks the idle time before renewing it (issue 10)', () => {
  const host = { onLineMinute: 10, refreshMinute: 5 };
  let showRefresh: ReturnType<typeof vi.fn>;
  let showExpired: ReturnType<typeof vi.fn>;
  let unregister: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    window.sessionStorage.clear();
    resetIdlePrompts();
    showRefresh = vi.fn();
    showExpired = vi.fn();
    unregister = setRequestFeedback({
      showError: vi.fn(),
      showExpired,
      showRefresh,
      showNoPermission: vi.fn(),
      toLogin: vi.fn(),
    } as unknown as RequestFeedbackImpl);
  });

  afterEach(() => {
    cleanup();
    unregister();
    closeOperateTimeChannel();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A page: the layout's two hooks, with the location key as the prop. */
  const page = () =>
    renderHook(
      ({ location }) => {
        useNavigationRenewsOperateTime(location);
        useIdleWatch({ isGuest: false, hostInfo: host });
      },
      { initialProps: { location: 'first' } },
    );

  it('renews on the page load, and on a navigation while the tab is active', () => {
    const view = page();
    expect(readOperateTime()).toBe(T0);
    vi.setSystemTime(T0 + 2 * MINUTE);
    view.rerender({ location: 'second' });
    expect(readOperateTime()).toBe(T0 + 2 * MINUTE);
    expect(showRefresh).not.toHaveBeenCalled();
  });

  it('shows the refresh dialog on the first click after the tab slept, without renewing', () => {
    const view = page();
    // The tab sleeps: no timer, no focus or visibility event, then a click on a link.
    vi.setSystemTime(T0 + 6 * MINUTE);
    view.rerender({ location: 'second' });
    expect(showRefresh).toHaveBeenCalledTimes(1);
    expect(readOperateTime()).toBe(T0);
    // The next check (its timer) does not stack a second dialog.
    act(() => void vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS));
    expect(showRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows a signed-in user the expired dialog past the online limit', () => {
    const view = page();
    vi.setSystemTime(T0 + 11 * MINUTE);
    view.rerender({ location: 'second' });
    expect(showExpired).toHaveBeenCalled();
  });
});
