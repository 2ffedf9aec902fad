import { SharedAnswers } from '../../lib/shared-answers';
import { KEPT_OPTIONS, SeenIndexVersion } from './search.answers';
import type { IndexState } from './search.indexer';
import type { PageRows, Ranking, RankedRows } from './search.repository';

/** How a search is read: ranked afresh with its page, or only the page's rows of a ranking already made. */
export interface RankingReads {
  rank: () => Promise<RankedRows>;
  rowsOf: (ranking: Ranking) => Promise<PageRows>;
}

/**
 * Rankings of searches kept by what decides them (unit, viewer, kinds, keyword; not the page): ranking the matches
 * of a common word is the cost of a search (ADR 036), and a later page, another kind's tab or another page size of
 * the same search needs only its own rows. Searches of the same words arriving together — a hot term just after
 * the index changed — wait for the one ranking under way instead of each ranking again.
 * A ranking belongs to the index version its statement read (in the same snapshot as the entries), and a page of
 * it is served only when the statement reading the page's rows finds the index still in that version.
 */
export class SearchRankings {
  // Bounded as the kept answers are (ADR 036).
  private readonly kept: SharedAnswers;
  private readonly running = new Map<string, Promise<RankedRows | undefined>>();

  /**
   * `versions`: the index versions this process has seen, shared with the kept answers (SearchAnswers), so a newer
   * version the answers' probe saw forgets the kept rankings too: a first search after a change ranks at once
   * instead of first reading a page of a ranking the index has moved on from.
   */
  constructor(private readonly versions = new SeenIndexVersion()) {
    this.kept = new SharedAnswers(versions, KEPT_OPTIONS);
  }

  /** The ranking of `key` with the page's rows: kept, under way, or ranked now (see RankingReads). */
  async read(key: string, reads: RankingReads): Promise<RankedRows> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      const version = this.versions.version;
      const ranking = JSON.parse(kept) as Ranking;
      const page = await reads.rowsOf(ranking);
      if (this.stillCurrent(page.state, version)) return { ranking, ...page };
    }
    // Not awaited unless under way: a search arriving in the same tick must find this one's ranking running.
    const under = this.running.get(key);
    const running = under && (await under);
    if (running && !running.state.queued) {
      const page = await reads.rowsOf(running.ranking);
      if (this.stillCurrent(page.state, running.state.version)) return { ranking: running.ranking, ...page };
    }
    const ranking = reads.rank();
    const shared = ranking.catch(() => undefined);
    this.running.set(key, shared);
    try {
      const ranked = await ranking;
      this.versions.see(ranked.state.version);
      if (!ranked.state.queued) this.kept.set(key, ranked.state.version, JSON.stringify(ranked.ranking));
      return ranked;
    } finally {
      if (this.running.get(key) === shared) this.running.delete(key);
    }
  }

  /** Whether the index is still in the version a ranking was made in, with no change waiting. */
  private stillCurrent(state: IndexState, version: number): boolean {
    this.versions.see(state.version);
    return !state.queued && state.version === version;
  }
}
