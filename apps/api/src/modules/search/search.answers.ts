import type { SearchResult } from '@yizhan/contracts';
import { SharedAnswers } from '../../lib/shared-answers';
import type { IndexState } from './search.indexer';
import { forgetTitles } from './search.near';

/** How many answers are kept, and for how long at most (hot terms in a zero-result answer may age this much). */
export const KEPT_OPTIONS = { ttlMs: 30_000, maxEntries: 1_000, maxChars: 8 * 1024 * 1024 };

/** The newest index version this process has seen: seeing a newer one forgets everything kept from older ones. */
export class SeenIndexVersion {
  private seen = 0;
  private readonly listeners = new Set<() => void>();

  get version(): number {
    return this.seen;
  }

  onClear(listener: () => void): void {
    this.listeners.add(listener);
  }

  see(version: number): void {
    if (version <= this.seen) return;
    this.seen = version;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Search answers kept by what was asked (unit, viewer, menu data version, keyword, kind, page): a common word asked
 * again — the hot terms are asked most — costs the index probe and no search (ADR 036). An answer belongs to the
 * index version read beside it: it is kept only when no change waited in the queue, and served only while the
 * version is the same and the queue empty, whichever instance changed the index.
 */
export class SearchAnswers {
  private readonly answers: SharedAnswers;

  /** `versions`: the index versions seen, shared with the kept rankings (SearchRankings). */
  constructor(private readonly versions = new SeenIndexVersion()) {
    this.answers = new SharedAnswers(versions, KEPT_OPTIONS);
    // Near-spelling titles come from the same index: another instance's change reaches them here too.
    this.versions.onClear(forgetTitles);
  }

  /** Whether an answer was kept for `key`: then the index state is worth awaiting before searching. */
  has(key: string): boolean {
    return this.answers.has(key);
  }

  /** The answer kept for `key`, when the index is still as it was. */
  get(key: string, state: IndexState): SearchResult | undefined {
    this.versions.see(state.version);
    if (state.queued || state.version < 0) return undefined;
    const body = this.answers.get(key);
    return body === undefined ? undefined : (JSON.parse(body) as SearchResult);
  }

  /** Keeps an answer built while the index was in `state` (not when changes waited: it was rebuilt meanwhile). */
  set(key: string, state: IndexState, result: SearchResult): void {
    this.versions.see(state.version);
    if (state.queued || state.version < 0) return;
    this.answers.set(key, state.version, JSON.stringify(result));
  }
}
