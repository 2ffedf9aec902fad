import type { SearchResult } from '@yizhan/contracts';
import { SharedAnswers } from '../../lib/shared-answers';
import type { IndexState } from './search.versions';

/** How many answers are kept, and for how long at most (hot terms in a zero-result answer may age this much). */
export const KEPT_OPTIONS = { ttlMs: 30_000, maxEntries: 1_000, maxChars: 8 * 1024 * 1024 };

/**
 * A kept text with the version of the viewer's own entries it was read in (ADR 047): the shared store compares the
 * index version, the owner's is the text's first word.
 */
export const withOwner = (owner: number, text: string) => `${owner} ${text}`;

/** The version of the viewer's own entries and the text that withOwner kept. */
export function ownerOf(kept: string): { owner: number; text: string } {
  const space = kept.indexOf(' ');
  return { owner: Number(kept.slice(0, space)), text: kept.slice(space + 1) };
}

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
 * index version read beside it, and to the version of the viewer's own entries (ADR 047): it is kept only when no
 * change for the viewer waited in the queue, and served only while both versions are the same and no such change
 * waits, whichever instance changed the index.
 */
export class SearchAnswers {
  private readonly answers: SharedAnswers;

  /** `versions`: the index versions seen, shared with the kept rankings (SearchRankings). */
  constructor(private readonly versions = new SeenIndexVersion()) {
    this.answers = new SharedAnswers(versions, KEPT_OPTIONS);
  }

  /** Whether an answer was kept for `key`: then the index state is worth awaiting before searching. */
  has(key: string): boolean {
    return this.answers.has(key);
  }

  /** The answer kept for `key`, when the index is still as it was. */
  get(key: string, state: IndexState): SearchResult | undefined {
    this.versions.see(state.version);
    if (state.queued || state.version < 0) return undefined;
    const kept = this.answers.get(key);
    if (kept === undefined) return undefined;
    const { owner, text } = ownerOf(kept);
    return owner === state.owner ? (JSON.parse(text) as SearchResult) : undefined;
  }

  /** Keeps an answer built while the index was in `state` (not when changes waited: it was rebuilt meanwhile). */
  set(key: string, state: IndexState, result: SearchResult): void {
    this.versions.see(state.version);
    if (state.queued || state.version < 0) return;
    this.answers.set(key, state.version, withOwner(state.owner, JSON.stringify(result)));
  }
}
