import { LRUCache } from 'lru-cache';
import { ttlOptions } from '@yizhan/server-kit';
import type { MemoCache } from './memo-cache';
import { newCacheStats } from './cache-stats';

/** Options of the shared answers cache. */
export interface SharedAnswersOptions {
  /** An answer is rebuilt after this long even without a change notice (a missed notice heals by itself). */
  ttlMs: number;
  /** At most this many answers; the least recently used go first (keys carry query strings, which clients choose). */
  maxEntries: number;
  /** Memory bound of all kept answers together: their sizes (sizeOf; a buffer's bytes) summed. */
  maxLength: number;
  now?: () => number;
}

const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of `text` in a buffer of their own, for keeping. `Buffer.from` cuts a short text's bytes from
 * Node's shared 8 KB pool, and one kept answer of 1 KB would hold its whole slab.
 */
export function keptBytes(text: string): Buffer {
  const bytes = encoder.encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

interface Answer<T> {
  body: T;
  version: number;
}

/** The memory of a kept buffer or string: its length. */
const lengthOf = (body: { length: number }) => body.length;

/**
 * Serialized envelopes of answers that are the same for every guest of a unit (ADR 022): the JSON bytes exactly as
 * the response schema produced them, so a hit costs no handler, no schema parse, no `JSON.stringify` and no
 * encoding. An answer belongs to the data version of the memo cache it was built from (ADR 018): a change notice
 * makes every kept answer unreachable at once, and an answer built while a notice arrived is never kept. Kept as
 * buffers, outside the JavaScript heap: thousands of kept answers replaced as the data changes would otherwise be
 * promoted to the old generation and collected by its full collections (ADR 022 addendum). Stored by lru-cache
 * (ADR 062), which bounds their count, their summed size and their age.
 */
export class SharedAnswers<T = Buffer> {
  private readonly answers: LRUCache<string, Answer<T>>;
  /** Answers found and not found (metrics, ADR 067). */
  readonly stats = newCacheStats();

  constructor(
    private readonly source: Pick<MemoCache, 'version' | 'onClear'>,
    private readonly options: SharedAnswersOptions,
    /** What an answer weighs against `maxLength`: its length unless said otherwise (a record holding a buffer). */
    private readonly sizeOf: (body: T) => number = lengthOf as (body: T) => number,
  ) {
    this.answers = new LRUCache<string, Answer<T>>({
      max: options.maxEntries,
      maxSize: options.maxLength,
      ...ttlOptions(options.ttlMs, options.now),
    });
    source.onClear(() => this.clear());
  }

  /** The data version an answer being built now belongs to: read it before building, pass it to `set`. */
  get version(): number {
    return this.source.version;
  }

  /** The kept answer of `key`, if built from the current data version and still fresh. */
  get(key: string): T | undefined {
    const answer = this.answers.get(key);
    if (answer?.version === this.source.version) {
      this.stats.hits += 1;
      return answer.body;
    }
    this.stats.misses += 1;
    if (answer !== undefined) this.answers.delete(key);
    return undefined;
  }

  /** Whether an answer is kept for `key`, current or not (a caller may check its version before building one). */
  has(key: string): boolean {
    return this.answers.peek(key, { allowStale: true }) !== undefined;
  }

  /** Keeps an answer built from data `version`, unless the data changed meanwhile or it is too large to keep. */
  set(key: string, version: number, body: T): void {
    // lru-cache sizes are whole numbers from 1 up: an empty answer still costs its entry.
    const size = Math.max(1, this.sizeOf(body));
    if (version !== this.source.version || size > this.options.maxLength) return;
    this.answers.set(key, { body, version }, { size });
  }

  /** Forgets every answer (the data under them changed). */
  clear(): void {
    this.answers.clear();
  }

  /** Number of kept answers (tests and diagnostics). */
  get size(): number {
    return this.answers.size;
  }
}
