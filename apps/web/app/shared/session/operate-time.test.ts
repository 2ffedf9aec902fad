import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeOperateTimeChannel,
  ensureOperateTime,
  formatOperateTime,
  OPERATE_TIME_CHANNEL,
  OPERATE_TIME_KEY,
  parseOperateTime,
  readOperateTime,
  syncOperateTime,
  touchOperateTime,
  writeOperateTime,
} from './operate-time';
import type * as OperateTimeModule from './operate-time';
import { MemoryStorage } from '../testing/memory-storage';

// 2025-01-01 08:00:00 in Asia/Shanghai (UTC+8).
const T0 = Date.UTC(2025, 0, 1, 0, 0, 0);

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  closeOperateTimeChannel();
  vi.unstubAllGlobals();
});

describe('operateTime format', () => {
  it('is YYYY-MM-DD HH:mm:ss in Asia/Shanghai whatever the machine zone', () => {
    expect(formatOperateTime(T0)).toBe('2025-01-01 08:00:00');
    expect(formatOperateTime(Date.UTC(2024, 11, 31, 16, 59, 59, 999))).toBe('2025-01-01 00:59:59');
  });

  it('parses back to the same second, and refuses anything else', () => {
    expect(parseOperateTime('2025-01-01 08:00:00')).toBe(T0);
    expect(parseOperateTime(formatOperateTime(T0 + 1_500))).toBe(T0 + 1_000);
    expect(parseOperateTime(null)).toBeNull();
    expect(parseOperateTime('')).toBeNull();
    expect(parseOperateTime('2025-01-01T08:00:00Z')).toBeNull();
    expect(parseOperateTime('yesterday')).toBeNull();
    expect(parseOperateTime('2025-13-01 08:00:00')).toBeNull();
    expect(parseOperateTime('2025-01-01 24:30:00')).toBeNull();
  });
});

describe('operateTime storage', () => {
  it('is kept in session storage under operateTime', () => {
    writeOperateTime(T0);
    expect(window.sessionStorage.getItem(OPERATE_TIME_KEY)).toBe('2025-01-01 08:00:00');
    expect(readOperateTime()).toBe(T0);
  });

  it('starts a tab without one at now, and keeps an existing one', () => {
    expect(readOperateTime()).toBeNull();
    expect(ensureOperateTime(T0)).toBe(T0);
    expect(window.sessionStorage.getItem(OPERATE_TIME_KEY)).toBe('2025-01-01 08:00:00');
    expect(ensureOperateTime(T0 + 60_000)).toBe(T0);
  });

  it('treats a malformed value as none', () => {
    window.sessionStorage.setItem(OPERATE_TIME_KEY, 'garbage');
    expect(readOperateTime()).toBeNull();
    expect(ensureOperateTime(T0)).toBe(T0);
  });

  it('records an operation even where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    touchOperateTime(T0);
    expect(readOperateTime()).toBe(T0);
    const stop = syncOperateTime();
    expect(stop).toBeTypeOf('function');
    stop();
  });
});

describe('operateTime across tabs', () => {
  let tabB: typeof OperateTimeModule;

  beforeEach(async () => {
    // A second, independent copy of the module: what another tab of the site runs.
    vi.resetModules();
    tabB = await import('./operate-time');
  });

  afterEach(() => {
    tabB.closeOperateTimeChannel();
  });

  it('an operation in one tab moves the other tab forward', async () => {
    const storageA = new MemoryStorage();
    const storageB = new MemoryStorage();
    tabB.writeOperateTime(T0, storageB);
    const stopB = tabB.syncOperateTime(storageB);

    touchOperateTime(T0 + 90_000, storageA);
    expect(readOperateTime(storageA)).toBe(T0 + 90_000);
    await vi.waitFor(() => expect(tabB.readOperateTime(storageB)).toBe(T0 + 90_000));
    stopB();
  });

  it('keeps the newer time when the other tab reports an older one', async () => {
    const storageB = new MemoryStorage();
    tabB.writeOperateTime(T0 + 300_000, storageB);
    const stopB = tabB.syncOperateTime(storageB);
    // An empty storage listening in tab B stores whatever arrives: it shows when B has handled a message.
    const marker = new MemoryStorage();
    const stopMarker = tabB.syncOperateTime(marker);

    touchOperateTime(T0, new MemoryStorage());
    await vi.waitFor(() => expect(tabB.readOperateTime(marker)).toBe(T0));
    expect(tabB.readOperateTime(storageB)).toBe(T0 + 300_000);

    touchOperateTime(T0 + 300_400, new MemoryStorage());
    await vi.waitFor(() => expect(tabB.readOperateTime(marker)).toBe(T0 + 300_000));
    // The same second as the stored value is not newer.
    expect(tabB.readOperateTime(storageB)).toBe(T0 + 300_000);

    const probe = new BroadcastChannel(OPERATE_TIME_CHANNEL);
    probe.postMessage({ operateTime: 'not a time' });
    probe.postMessage({ operateTime: T0 + 700_000 });
    await vi.waitFor(() => expect(tabB.readOperateTime(storageB)).toBe(T0 + 700_000));
    expect(tabB.formatOperateTime(tabB.readOperateTime(storageB)!)).toBe('2025-01-01 08:11:40');
    probe.close();
    stopMarker();
    stopB();
  });

  it('an operation in the other tab moves this tab forward too', async () => {
    const storageA = new MemoryStorage();
    writeOperateTime(T0, storageA);
    const stopA = syncOperateTime(storageA);
    tabB.touchOperateTime(T0 + 600_000, new MemoryStorage());
    await vi.waitFor(() => expect(readOperateTime(storageA)).toBe(T0 + 600_000));
    stopA();
  });

  it('stops following other tabs once stopped', async () => {
    const storageB = new MemoryStorage();
    tabB.writeOperateTime(T0, storageB);
    const stopB = tabB.syncOperateTime(storageB);
    stopB();
    const marker = new MemoryStorage();
    const stopMarker = tabB.syncOperateTime(marker);

    touchOperateTime(T0 + 90_000, new MemoryStorage());
    // The still-listening marker proves the message arrived in tab B.
    await vi.waitFor(() => expect(tabB.readOperateTime(marker)).toBe(T0 + 90_000));
    expect(tabB.readOperateTime(storageB)).toBe(T0);
    stopMarker();
  });
});
