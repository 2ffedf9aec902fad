import { useEffect, useRef } from 'react';
import { DEFAULT_ONLINE_LIMIT_SECONDS, DEFAULT_REFRESH_AFTER_SECONDS, type HostInfo } from '@yizhan/contracts';
import { reloadCurrentPage, requestFeedback } from '../api-client/feedback';
import { ensureOperateTime, syncOperateTime, writeOperateTime, touchOperateTime } from './operate-time';

export type IdleState = 'active' | 'refresh' | 'expired';

/** Idle limits in seconds: above refreshAfter the page asks for a refresh, above onlineLimit the session is over. */
export interface IdleThresholds {
  onlineLimitSeconds: number;
  refreshAfterSeconds: number;
}

export type IdleHostInfo = Pick<HostInfo, 'onLineMinute' | 'refreshMinute'>;

/** How often the open page re-checks the idle state. */
export const IDLE_CHECK_INTERVAL_MS = 30_000;

// A unit value that is missing, zero or negative cannot be a limit: use the spec §9 default.
const minutesOr = (minutes: number | null | undefined, fallbackSeconds: number) =>
  typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes * 60 : fallbackSeconds;

/** The idle thresholds of a unit: its minutes × 60, else 5 days online / 4 days before refresh (spec §9). */
export function idleThresholds(hostInfo: IdleHostInfo | null | undefined): IdleThresholds {
  return {
    onlineLimitSeconds: minutesOr(hostInfo?.onLineMinute, DEFAULT_ONLINE_LIMIT_SECONDS),
    refreshAfterSeconds: minutesOr(hostInfo?.refreshMinute, DEFAULT_REFRESH_AFTER_SECONDS),
  };
}

/** The idle state at `nowMs` for the last operation at `operateTime` (epoch ms; null = nothing recorded yet). */
export function idleState(nowMs: number, operateTime: number | null, thresholds: IdleThresholds): IdleState {
  if (operateTime === null) return 'active';
  // Whole seconds, as operateTime itself only keeps seconds.
  const idleSeconds = Math.floor((nowMs - operateTime) / 1000);
  if (idleSeconds > thresholds.onlineLimitSeconds) return 'expired';
  if (idleSeconds > thresholds.refreshAfterSeconds) return 'refresh';
  return 'active';
}

let registered = idleThresholds(null);

/** Registers the unit's idle thresholds for the request client (the layout does this through useIdleWatch). */
export function setIdleThresholds(thresholds: IdleThresholds): void {
  registered = thresholds;
}

/** The idle thresholds the request client uses now. */
export function currentIdleThresholds(): IdleThresholds {
  return registered;
}

/** The idle state of this tab now (a tab with no operateTime yet starts at now). */
export function checkIdle(now = Date.now()): IdleState {
  return idleState(now, ensureOperateTime(now), registered);
}

export interface IdleWatchOptions {
  isGuest: boolean;
  hostInfo: IdleHostInfo | null | undefined;
}

// The refresh dialog has no way out but a reload: one per idle spell, whoever noticed it (the watch, a navigation,
// a request). A later check that finds the tab active again ends the spell.
let refreshPrompted = false;
// Whether the visitor is a tourist, for a navigation's check (the layout's watch registers it).
let touristVisitor = true;

/**
 * What an idle state asks for (spec §4): refresh → the refresh dialog, once per spell; expired → a tourist reloads
 * (starting afresh), a user sees the expired-login dialog (one at a time). Active ends the spell.
 */
export function promptIdle(state: IdleState, isGuest: boolean, now = Date.now()): void {
  if (state === 'active') {
    refreshPrompted = false;
  } else if (state === 'refresh') {
    if (refreshPrompted) return;
    refreshPrompted = true;
    requestFeedback().showRefresh();
  } else if (isGuest) {
    // A tourist's session is only a guest token: start afresh on the same page instead of a dialog.
    writeOperateTime(now);
    reloadCurrentPage();
  } else {
    // Re-shown on later checks if the user dismissed it: the session is over either way.
    requestFeedback().showExpired();
  }
}

/**
 * An operation (a navigation or a request) checks the idle time before it renews it (spec §4: checked before each
 * request): an active tab renews operateTime; a tab idle past a threshold says so instead, so a tab that slept
 * shows the refresh dialog on its first click rather than silently carrying on. Returns the state found.
 */
export function checkBeforeOperation(isGuest = touristVisitor, now = Date.now()): IdleState {
  const state = checkIdle(now);
  if (state === 'active') touchOperateTime(now);
  promptIdle(state, isGuest, now);
  return state;
}

/** Forgets the refresh dialog of this page (tests). */
export function resetIdlePrompts(): void {
  refreshPrompted = false;
}

/**
 * Watches the idle time of the open page (spec §4): on mount, every 30 s, on focus and when the tab becomes
 * visible. Refresh → the refresh dialog (once per state change); expired → a tourist reloads, a user sees the
 * expired-login dialog (one at a time).
 */
export function useIdleWatch({ isGuest, hostInfo }: IdleWatchOptions): void {
  const onLineMinute = hostInfo?.onLineMinute ?? null;
  const refreshMinute = hostInfo?.refreshMinute ?? null;

  useEffect(() => {
    setIdleThresholds(idleThresholds({ onLineMinute, refreshMinute }));
    return () => setIdleThresholds(idleThresholds(null));
  }, [onLineMinute, refreshMinute]);

  useEffect(() => {
    touristVisitor = isGuest;
    const stopSync = syncOperateTime();
    const check = () => {
      const now = Date.now();
      promptIdle(checkIdle(now), isGuest, now);
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = window.setInterval(check, IDLE_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      stopSync();
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [isGuest, onLineMinute, refreshMinute]);
}

/**
 * A page load or client navigation is an operation (spec §4). A page load renews operateTime (the page is fresh);
 * a client navigation checks the idle time first (checkBeforeOperation), so the first click in a tab that slept
 * past a threshold brings the dialog. Call it before useIdleWatch; idleness on one page is caught by the watch on
 * focus, visibility and its timer.
 */
export function useNavigationRenewsOperateTime(locationKey: string): void {
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) {
      checkBeforeOperation();
      return;
    }
    loaded.current = true;
    touchOperateTime();
  }, [locationKey]);
}
