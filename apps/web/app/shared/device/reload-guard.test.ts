import { RELOAD_GUARD_MS } from '@yizhan/contracts';
import { describe, expect, it } from 'vitest';
import { mayReload } from './reload-guard';
import { MemoryStorage } from '../testing/memory-storage';

const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);

describe('mayReload', () => {
  it('uses a 10 s window', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('allows the first reload of a path', () => {
    expect(mayReload('/home', new MemoryStorage(), T0)).toBe(true);
  });

  it('refuses a second reload of the same path within 10 s', () => {
    const storage = new MemoryStorage();
    expect(mayReload('/home', storage, T0)).toBe(true);
    expect(mayReload('/home', storage, T0)).toBe(false);
    expect(mayReload('/home', storage, T0 + 1)).toBe(false);
    expect(mayReload('/home', storage, T0 + 9_999)).toBe(false);
  });

  it('allows a reload again once 10 s have passed', () => {
    const storage = new MemoryStorage();
    expect(mayReload('/home', storage, T0)).toBe(true);
    expect(mayReload('/home', storage, T0 + 10_000)).toBe(true);
    // …and the window restarts from the reload just allowed.
    expect(mayReload('/home', storage, T0 + 15_000)).toBe(false);
    expect(mayReload('/home', storage, T0 + 25_000)).toBe(true);
  });

  it('does not restart the window on a refused attempt', () => {
    const storage = new MemoryStorage();
    expect(mayReload('/home', storage, T0)).toBe(true);
    expect(mayReload('/home', storage, T0 + 9_000)).toBe(false);
    expect(mayReload('/home', storage, T0 + 10_000)).toBe(true);
  });

  it('guards each path independently', () => {
    const storage = new MemoryStorage();
    expect(mayReload('/home', storage, T0)).toBe(true);
    expect(mayReload('/news', storage, T0 + 1)).toBe(true);
    expect(mayReload('/mobile/home', storage, T0 + 2)).toBe(true);
    expect(mayReload('/home', storage, T0 + 3)).toBe(false);
    expect(mayReload('/news', storage, T0 + 4)).toBe(false);
  });

  it('remembers the guard in the storage it is given (so it survives the reload)', () => {
    const storage = new MemoryStorage();
    expect(mayReload('/home', storage, T0)).toBe(true);
    expect(storage.length).toBe(1);
    // A fresh call sharing the storage (as after a page reload) still sees the guard; another storage does not.
    expect(mayReload('/home', storage, T0 + 500)).toBe(false);
    expect(mayReload('/home', new MemoryStorage(), T0 + 500)).toBe(true);
  });

  it('works with the browser session storage and defaults to the current time', () => {
    window.sessionStorage.clear();
    try {
      expect(mayReload('/session', window.sessionStorage)).toBe(true);
      expect(mayReload('/session', window.sessionStorage)).toBe(false);
      expect(mayReload('/other', window.sessionStorage)).toBe(true);
    } finally {
      window.sessionStorage.clear();
    }
  });
});
