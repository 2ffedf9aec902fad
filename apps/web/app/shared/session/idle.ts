import { useEffect } from 'react';
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
    const stopSync = syncOperateTime();
    let last: IdleState = 'active';
    const check = () => {
      const now = Date.now();
      const state = checkIdle(now);
      const changed = state !== last;
      last = state;
      if (state === 'refresh' && changed) {
        requestFeedback().showRefresh();
      } else if (state === 'expired' && isGuest) {
        // A tourist's session is only a guest token: start afresh on the same page instead of a dialog.
        writeOperateTime(now);
        last = 'active';
        reloadCurrentPage();
      } else if (state === 'expired') {
        // Re-shown on later checks if the user dismissed it: the session is over either way.
        requestFeedback().showExpired();
      }
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
 * A page load or client navigation is an operation (spec §4): it renews operateTime. Call it before useIdleWatch,
 * so a fresh page starts active; idleness on one page is caught by the watch on focus, visibility and its timer.
 */
export function useNavigationRenewsOperateTime(locationKey: string): void {
  useEffect(() => {
    touchOperateTime();
  }, [locationKey]);
}
