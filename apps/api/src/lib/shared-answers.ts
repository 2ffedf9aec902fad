import type { MemoCache } from './memo-cache';

/** Options of the shared answers cache. */
export interface SharedAnswersOptions {
  /** An answer is rebuilt after this long even without a change notice (a missed notice heals by itself). */
  ttlMs: number;
  /** At most this many answers; the oldest go first (keys carry query strings, which clients choose). */
  maxEntries: number;
  /** Memory bound of all kept answers together (characters of JSON). */
  maxChars: number;
  now?: () => number;
}

interface Answer {
  body: string;
  version: number;
  expiresAt: number;
}

/**
 * Serialized envelopes of answers that are the same for every guest of a unit (ADR 022): the JSON text exactly as
 * the response schema produced it, so a hit costs no handler, no schema parse and no `JSON.stringify`. An answer
 * belongs to the data version of the memo cache it was built from (ADR 018): a change notice makes every kept answer
 * unreachable at once, and an answer built while a notice arrived is never kept.
 */
export class SharedAnswers {
  private readonly answers = new Map<string, Answer>();
  private chars = 0;
  private readonly now: () => number;

  constructor(
    private readonly source: Pick<MemoCache, 'version' | 'onClear'>,
    private readonly options: SharedAnswersOptions,
  ) {
    this.now = options.now ?? Date.now;
    source.onClear(() => this.clear());
  }

  /** The data version an answer being built now belongs to: read it before building, pass it to `set`. */
  get version(): number {
    return this.source.version;
  }

  /** The kept answer of `key`, if built from the current data version and still fresh. */
  get(key: string): string | undefined {
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
  set(key: string, version: number, body: string): void {
    if (version !== this.source.version || body.length > this.options.maxChars) return;
    this.delete(key);
    this.answers.set(key, { body, version, expiresAt: this.now() + this.options.ttlMs });
    this.chars += body.length;
    while (this.answers.size > this.options.maxEntries || this.chars > this.options.maxChars) {
      this.delete(this.answers.keys().next().value as string);
    }
  }

  /** Forgets every answer (the data under them changed). */
  clear(): void {
    this.answers.clear();
    this.chars = 0;
  }

  /** Number of kept answers (tests and diagnostics). */
  get size(): number {
    return this.answers.size;
  }

  private delete(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.chars -= answer.body.length;
    this.answers.delete(key);
  }
}
