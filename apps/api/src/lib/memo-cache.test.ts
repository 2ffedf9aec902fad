import { describe, expect, it } from 'vitest';
import { cachedReads, MemoCache } from './memo-cache';

const counter = () => {
  let calls = 0;
  return { load: async () => (calls += 1), calls: () => calls };
};

describe('MemoCache', () => {
  it('shares one load between callers and answers from memory until the TTL passes', async () => {
    let now = 0;
    const cache = new MemoCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const { load, calls } = counter();
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('forgets everything on clear and bumps its version', async () => {
    const cache = new MemoCache({ ttlMs: 60_000, maxEntries: 10 });
    const { load } = counter();
    await cache.get('a', load);
    const version = cache.version;
    let cleared = 0;
    cache.onClear(() => (cleared += 1));
    cache.clear();
    expect(cache.version).toBe(version + 1);
    expect(cleared).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new MemoCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, dropping the oldest (hosts from headers cannot grow memory)', async () => {
    const cache = new MemoCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });

  it('cachedReads keys each read by its arguments', async () => {
    const cache = new MemoCache({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const reads = cachedReads(cache, 'test', { double: async (value: number) => ((calls += 1), value * 2) });
    expect([await reads.double(1), await reads.double(1), await reads.double(2)]).toEqual([2, 2, 4]);
    expect(calls).toBe(2);
  });
});

describe('F2 MemoCache while the database is away', () => {
  it('answers the last good value when a reload fails, and loads afresh once it works again', async () => {
    let now = 0;
    const cache = new MemoCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    expect(await cache.get('theme', async () => '#007aff')).toBe('#007aff');
    now = 5000;
    const down = () => Promise.reject(new Error('database down'));
    expect(await cache.get('theme', down)).toBe('#007aff');
    expect(await cache.get('theme', down)).toBe('#007aff');
    now = 6000;
    expect(await cache.get('theme', async () => '#c0392b')).toBe('#c0392b');
  });
});
