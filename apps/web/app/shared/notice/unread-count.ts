import { useEffect, useSyncExternalStore } from 'react';
import { lazyBrowserApi } from '../api-client/lazy-browser-api';

/**
 * The signed-in user's unread count of the bell (getNoticeShow): one value for the whole tab, shown by the desktop
 * header bell, the phone's 我的 tab and 通知公告 tile, and the information center. Loaded once after the page's
 * code starts and again when the tab comes back into view; pages that open or mark notices set it from the answer,
 * so every badge falls at once. Null until known (no badge rather than a wrong one).
 */
let count: number | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Sets the count (from an answer that carries it). */
export function setUnreadCount(next: number) {
  if (next === count) return;
  count = next;
  emit();
}

/** Asks the API for the count; silent, since a missing badge is nothing the visitor can act on. */
export function refreshUnreadCount(): Promise<void> {
  loading ??= lazyBrowserApi((api) => api.noticeApi.show, {}, { silent: true })
    .then((answer) => setUnreadCount(answer.show === 1 ? answer.unreadCount : 0))
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The unread count for a signed-in visitor (null while unknown, and always for guests). */
export function useUnreadCount(signedIn: boolean): number | null {
  const value = useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
  useEffect(() => {
    if (!signedIn) return;
    if (count === null) void refreshUnreadCount();
    const handleVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnreadCount();
    };
    document.addEventListener('visibilitychange', handleVisible);
    return () => document.removeEventListener('visibilitychange', handleVisible);
  }, [signedIn]);
  return signedIn ? value : null;
}

/** A count as a badge says it: at most 99+. */
export const badgeText = (value: number) => (value > 99 ? '99+' : String(value));
