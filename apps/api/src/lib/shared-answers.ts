import type { MemoCache } from './memo-cache';

/** Options of the shared answers cache. */
export interface SharedAnswersOptions {
  /** An answer is rebuilt after this long even without a change notice (a missed notice heals by itself). */
  ttlMs: number;
  /** At most this many answers; the oldest go first (keys carry query strings, which clients choose). */
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
  /** Its sizeOf, taken once as it is kept. */
  size: number;
  version: number;
  expiresAt: number;
}

/** The memory of a kept buffer or string: its length. */
const lengthOf = (body: { length: number }) => body.length;

/**
 * Serialized envelopes of answers that are the same for every guest of a unit (ADR 022): the JSON bytes exactly as
 * the response schema produced them, so a hit costs no handler, no schema parse, no `JSON.stringify` and no
 * encoding. An answer belongs to the data version of the memo cache it was built from (ADR 018): a change notice
 * makes every kept answer unreachable at once, and an answer built while a notice arrived is never kept. Kept as
 * buffers, outside the JavaScript heap: thousands of kept answers replaced as the data changes would otherwise be
 * promoted to the old generation and collected by its full collections (ADR 022 addendum).
 */
export class SharedAnswers<T = Buffer> {
  private readonly answers = new Map<string, Answer<T>>();
  private kept = 0;
  private readonly now: () => number;

  constructor(
    private readonly source: Pick<MemoCache, 'version' | 'onClear'>,
    private readonly options: SharedAnswersOptions,
    /** What an answer weighs against `maxLength`: its length unless said otherwise (a record holding a buffer). */
    private readonly sizeOf: (body: T) => number = lengthOf as (body: T) => number,
  ) {
    this.now = options.now ?? Date.now;
    source.onClear(() => this.clear());
  }

  /** The data version an answer being built now belongs to: read it before building, pass it to `set`. */
  get version(): number {
    return this.source.version;
  }

  /** The kept answer of `key`, if built from the current data version and still fresh. */
  get(key: string): T | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.version === this.source.version && answer.expiresAt > this.now()) return answer.body;
    this.delete(key);
    return undefined;
  }

  /** Whether an answer is kept for `key`, current or not (a caller may check its version before building one). */
  has(key: string): boolean {
    return this.answers.has(key);
  }

  /** Keeps an answer built from data `version`, unless the data changed meanwhile or it is too large to keep. */
  set(key: string, version: number, body: T): void {
    const size = this.sizeOf(body);
    if (version !== this.source.version || size > this.options.maxLength) return;
    this.delete(key);
    this.answers.set(key, { body, size, version, expiresAt: this.now() + this.options.ttlMs });
    this.kept += size;
    while (this.answers.size > this.options.maxEntries || this.kept > this.options.maxLength) {
      this.delete(this.answers.keys().next().value as string);
    }
  }

  /** Forgets every answer (the data under them changed). */
  clear(): void {
    this.answers.clear();
    this.kept = 0;
  }

  /** Number of kept answers (tests and diagnostics). */
  get size(): number {
    return this.answers.size;
  }

  private delete(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.kept -= answer.size;
    this.answers.delete(key);
  }
}
