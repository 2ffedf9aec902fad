import { SharedAnswers } from '../../lib/shared-answers';
import { SeenIndexVersion } from './search.answers';
import type { IndexState } from './search.indexer';
import type { HitRow, Ranking, RankedRows } from './search.repository';

/** How many rankings are kept, and for how long at most (as the answers: ADR 036). */
const OPTIONS = { ttlMs: 30_000, maxEntries: 1_000, maxChars: 8 * 1024 * 1024 };

/** A search's ranking and page rows, with the index state they were read in. */
export interface RankedPage extends RankedRows {
  state: IndexState;
}

/** How a search is read: ranked afresh with its page, or only the page's rows of a ranking already made. */
export interface RankingReads {
  rank: () => Promise<RankedPage>;
  rowsOf: (ranking: Ranking) => Promise<HitRow[]>;
}

/**
 * Rankings of searches kept by what decides them (unit, viewer, kinds, keyword; not the page): ranking the matches
 * of a common word is the cost of a search (ADR 036), and a later page, another kind's tab or another page size of
 * the same search needs only its own rows. Searches of the same words arriving together — a hot term just after
 * the index changed — wait for the one ranking under way instead of each ranking again.
 * A ranking belongs to the index version read beside it, as the kept answers do (SearchAnswers).
 */
export class SearchRankings {
  private readonly versions = new SeenIndexVersion();
  private readonly kept = new SharedAnswers(this.versions, OPTIONS);
  private readonly running = new Map<string, Promise<RankedPage | undefined>>();

  /** The ranking of `key` with the page's rows: kept, under way, or ranked now (see RankingReads). */
  async read(key: string, state: Promise<IndexState>, reads: RankingReads): Promise<RankedPage> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      // The page's rows are read beside the index probe: one round of reads, as a search ranked afresh has.
      const version = this.versions.version;
      const ranking = JSON.parse(kept) as Ranking;
      const [now, rows] = await Promise.all([state, reads.rowsOf(ranking)]);
      if (this.stillCurrent(now, version)) return { ranking, rows, state: now };
    }
    const running = this.running.get(key);
    if (running) {
      const [now, ranked] = await Promise.all([state, running]);
      if (ranked && !ranked.state.queued && this.stillCurrent(now, ranked.state.version)) {
        return { ranking: ranked.ranking, rows: await reads.rowsOf(ranked.ranking), state: now };
      }
    }
    const ranking = reads.rank();
    const shared = ranking.catch(() => undefined);
    this.running.set(key, shared);
    try {
      const ranked = await ranking;
      this.versions.see(ranked.state.version);
      if (!ranked.state.queued && ranked.state.version >= 0) {
        this.kept.set(key, ranked.state.version, JSON.stringify(ranked.ranking));
      }
      return ranked;
    } finally {
      if (this.running.get(key) === shared) this.running.delete(key);
    }
  }

  /** Whether the index is still in the version a ranking was made in, with no change waiting. */
  private stillCurrent(state: IndexState, version: number): boolean {
    this.versions.see(state.version);
    return !state.queued && state.version >= 0 && state.version === version;
  }
}
