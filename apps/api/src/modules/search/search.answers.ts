import type { SerializedAnswer } from '../../lib/serve';
import { SharedAnswers } from '../../lib/shared-answers';
import { newCacheStats } from '../../lib/cache-stats';
import type { IndexState } from '@yizhan/search';

/**
 * How many answers and rankings are kept, for how long at most (hot terms in a zero-result answer may age this much),
 * and how many bytes of them.
 */
export const KEPT_OPTIONS = { ttlMs: 30_000, maxEntries: 1_000, maxLength: 12 * 1024 * 1024 };

/** A search's answer as it is sent, and whether it found anything: only what did counts toward the hot terms. */
export interface SearchAnswer {
  sent: SerializedAnswer;
  found: boolean;
}

/** A kept answer, with the version of the viewer's own entries it was read in (ADR 047). */
interface KeptAnswer {
  answer: SearchAnswer;
  owner: number;
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
  private readonly answers: SharedAnswers<KeptAnswer>;
  /** Searches answered from memory and searches run (metrics, ADR 067). */
  readonly stats = newCacheStats();

  /** `versions`: the index versions seen, shared with the kept rankings (SearchRankings). */
  constructor(private readonly versions = new SeenIndexVersion()) {
    this.answers = new SharedAnswers<KeptAnswer>(versions, KEPT_OPTIONS, (kept) => kept.answer.sent.body.length);
  }

  /** Whether an answer was kept for `key`: then the index state is worth awaiting before searching. */
  has(key: string): boolean {
    const kept = this.answers.has(key);
    if (!kept) this.stats.misses += 1;
    return kept;
  }

  /** The answer kept for `key`, when the index is still as it was. */
  get(key: string, state: IndexState): SearchAnswer | undefined {
    this.versions.see(state.version);
    const kept = state.queued || state.version < 0 ? undefined : this.answers.get(key);
    const answer = kept?.owner === state.owner ? kept.answer : undefined;
    if (answer) this.stats.hits += 1;
    else this.stats.misses += 1;
    return answer;
  }

  /** Keeps an answer built while the index was in `state` (not when changes waited: it was rebuilt meanwhile). */
  set(key: string, state: IndexState, answer: SearchAnswer): void {
    this.versions.see(state.version);
    if (state.queued || state.version < 0) return;
    this.answers.set(key, state.version, { answer, owner: state.owner });
  }
}
