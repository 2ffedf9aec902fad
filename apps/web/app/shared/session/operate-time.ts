import { formatSecond } from '@yizhan/contracts';

// operateTime is written in Asia/Shanghai (spec §3), by the contracts' formatter: plain arithmetic on the fixed
// UTC+8 offset, no time-zone database. dayjs's time-zone plugin built an Intl formatter for the zone on the first
// call, 43 ms of main thread at the start of every page in a profile.

/** Session-storage key of the last operation time (spec §3). */
export const OPERATE_TIME_KEY = 'operateTime';
/** The channel on which tabs of this site tell each other about a user operation. */
export const OPERATE_TIME_CHANNEL = 'yizhan:operate-time';

interface OperateTimeMessage {
  operateTime: number;
}

const pattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Formats an instant as an operateTime value: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export const formatOperateTime = (ms: number): string => formatSecond(new Date(ms));

/** Parses an operateTime value into epoch milliseconds; null when missing or malformed (an impossible date too). */
export function parseOperateTime(text: string | null | undefined): number | null {
  if (!text || !pattern.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isFinite(ms) ? ms : null;
}

// Session storage can be missing (server rendering) or throw (blocked storage); the idle check then simply has
// nothing to compare with instead of breaking every request.
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored operateTime in epoch milliseconds, or null when none is stored. */
export function readOperateTime(storage: Storage | null = sessionStore()): number | null {
  try {
    return parseOperateTime(storage?.getItem(OPERATE_TIME_KEY));
  } catch {
    return null;
  }
}

/** Stores operateTime in this tab only (no broadcast). */
export function writeOperateTime(ms: number, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(OPERATE_TIME_KEY, formatOperateTime(ms));
  } catch {
    // A full or blocked storage only costs the idle check its reference point.
  }
}

/** The stored operateTime; a tab without one starts at `now` (and stores it). */
export function ensureOperateTime(now = Date.now(), storage: Storage | null = sessionStore()): number {
  const stored = readOperateTime(storage);
  if (stored !== null) return stored;
  writeOperateTime(now, storage);
  return now;
}

let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(OPERATE_TIME_CHANNEL);
  return channel;
}

/** Records a user operation at `now` in this tab and tells the other tabs. */
export function touchOperateTime(now = Date.now(), storage: Storage | null = sessionStore()): void {
  writeOperateTime(now, storage);
  try {
    openChannel()?.postMessage({ operateTime: now } satisfies OperateTimeMessage);
  } catch {
    // Another tab missing one operation only makes it ask to refresh a little early.
  }
}

function isOperateTimeMessage(data: unknown): data is OperateTimeMessage {
  return typeof data === 'object' && data !== null && Number.isFinite((data as OperateTimeMessage).operateTime);
}

/**
 * Listens for operations recorded in other tabs and keeps the newer operateTime, so a user active in one tab is
 * not told to refresh or sign in again in another. Returns a function that stops listening.
 */
export function syncOperateTime(storage: Storage | null = sessionStore()): () => void {
  const source = openChannel();
  if (!source) return () => {};
  const handleMessage = (event: MessageEvent<unknown>) => {
    if (!isOperateTimeMessage(event.data)) return;
    const stored = readOperateTime(storage);
    // Stored values have whole seconds, so compare at that precision to keep the newer one.
    if (stored === null || Math.floor(event.data.operateTime / 1000) * 1000 > stored) {
      writeOperateTime(event.data.operateTime, storage);
    }
  };
  source.addEventListener('message', handleMessage);
  return () => {
    source.removeEventListener('message', handleMessage);
  };
}

/** Closes the tab's channel (tests, or a page that is going away); the next touch opens it again. */
export function closeOperateTimeChannel(): void {
  channel?.close();
  channel = null;
}
