import { LRUCache } from 'lru-cache';
import { lruTtl, ttlOptions } from '@yizhan/server-kit';
import type { CacheStats } from './cache-stats';

/** Options of a memo cache. */
export interface MemoCacheOptions {
  /** Safety net: an entry is reloaded after this long even if no change was announced. */
  ttlMs: number;
  /** At most this many entries; the least recently used go first (keys from Host headers must not grow memory). */
  maxEntries: number;
  now?: () => number;
}

/** While a reload fails, the database is asked again at most this often per key. */
const STALE_RETRY_MS = 1000;

type Load = () => Promise<unknown>;

/** A loaded value, boxed: lru-cache takes `undefined` for "nothing loaded", and a read may answer it (an unknown host). */
interface Loaded {
  value: unknown;
}

/**
 * In-process memo of what every page reads (unit, theme, config, menus, home content: ADR 018), kept by lru-cache
 * (ADR 062). Loads are shared while in flight; a failed load is not kept, but while a key's reload fails its last
 * good value is answered (public pages keep rendering while the database is away: security.md F2); `clear()` (a
 * change announced by the database) drops everything, so the next read after a change loads afresh.
 */
export class MemoCache {
  private readonly entries: LRUCache<string, Loaded, Load>;
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  /** Reads, and loads among them (a read shared with a load in flight is a hit): for the metrics (ADR 067). */
  private reads = 0;
  private loads = 0;

  constructor(options: MemoCacheOptions) {
    this.entries = new LRUCache<string, Loaded, Load>({
      max: options.maxEntries,
      ...ttlOptions(options.ttlMs, options.now),
      // A load under way when the cache is cleared still answers those waiting for it, but is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, last, { options: keeping, context: load }) => {
        this.loads += 1;
        try {
          return { value: await load() };
        } catch (error) {
          // The last value this key loaded, answered while the database is away and kept a second before asking again.
          if (last === undefined) throw error;
          keeping.ttl = lruTtl(STALE_RETRY_MS);
          return last;
        }
      },
    });
  }

  /** Bumped by every clear; part of the key of anything derived from cached data (the shared guest pages). */
  get version(): number {
    return this.generation;
  }

  /** The cached value of `key`, loading it with `load` when missing or expired. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.reads += 1;
    const loaded = await this.entries.fetch(key, { context: load });
    return loaded!.value as T;
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

  /** Reads answered from memory and reads that loaded (metrics). */
  get stats(): CacheStats {
    return { hits: this.reads - this.loads, misses: this.loads };
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
