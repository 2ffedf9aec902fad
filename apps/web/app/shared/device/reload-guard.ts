import { RELOAD_GUARD_MS } from '@yizhan/contracts';

const key = (path: string) => `yz-reload:${path}`;

/**
 * Reload guard (spec §4, §9): true at most once per path per 10 s, so a broken chunk cannot loop the page.
 * Remembered in session storage so it survives the reload it allows.
 */
export function mayReload(path: string, storage: Storage, now = Date.now()): boolean {
  const last = Number(storage.getItem(key(path)) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key(path), String(now));
  return true;
}
