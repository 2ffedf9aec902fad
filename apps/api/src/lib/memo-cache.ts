/** Options of a memo cache. */
export interface MemoCacheOptions {
  /** Safety net: an entry is reloaded after this long even if no change was announced. */
  ttlMs: number;
  /** At most this many entries; the oldest go first (keys derived from Host headers must not grow memory). */
  maxEntries: number;
  now?: () => number;
}

/** While a reload fails, the database is asked again at most this often per key. */
const STALE_RETRY_MS = 1000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** The last value this key loaded successfully: answered when a reload fails (the database is away). */
  last?: { value: unknown };
}

/**
 * In-process memo of what every page reads (unit, theme, config, menus, home content: ADR 018). Loads are shared
 * while in flight; a failed load is not kept, but while a key's reload fails its last good value is answered
 * (public pages keep rendering while the database is away: security.md F2); `clear()` (a change announced by the
 * database) drops everything, so the next read after a change loads afresh.
 */
export class MemoCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: MemoCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Bumped by every clear; part of the key of anything derived from cached data (the shared guest pages). */
  get version(): number {
    return this.generation;
  }

  /** The cached value of `key`, loading it with `load` when missing or expired. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const last = hit?.last;
    const entry: Entry = { value: Promise.resolve(), expiresAt: now + this.options.ttlMs, ...(last ? { last } : {}) };
    entry.value = load().then(
      (value) => {
        entry.last = { value };
        return value;
      },
      (error: unknown) => {
        // Keep the last good value for the next try; without one, forget the failure.
        if (this.entries.get(key) === entry) {
          if (last) entry.expiresAt = this.now() + STALE_RETRY_MS;
          else this.entries.delete(key);
        }
        if (last) return last.value as T;
        throw error;
      },
    );
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return entry.value as Promise<T>;
  }

  /** Forgets everything (a change was announced, or announcements may have been missed). */
  clear(): void {
    this.entries.clear();
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every clear. */
  onClear(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Number of live entries (tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }
}

type Reads = Record<string, (...args: never[]) => PromiseLike<unknown>>;
type CachedReads<R extends Reads> = {
  [K in keyof R]: (...args: Parameters<R[K]>) => Promise<Awaited<ReturnType<R[K]>>>;
};

/**
 * Wraps every read of a repository so its answers come from the cache, keyed by name, method and arguments.
 * Cached answers are shared: callers map them to new objects and never mutate them.
 */
export function cachedReads<R extends Reads>(cache: MemoCache, name: string, reads: R): CachedReads<R> {
  const wrapped: Record<string, unknown> = {};
  for (const [method, read] of Object.entries(reads)) {
    wrapped[method] = (...args: never[]) =>
      cache.get(`${name}.${method}:${JSON.stringify(args)}`, async () => read(...args));
  }
  return wrapped as CachedReads<R>;
}
