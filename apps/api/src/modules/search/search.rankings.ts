import {
  sameIndex,
  type IndexState,
  type KeptRankings,
  type Ranking,
  type RankedRows,
  type RankingReads,
} from '@yizhan/search';
import { SharedAnswers } from '../../lib/shared-answers';
import { KEPT_OPTIONS, SeenIndexVersion } from './search.answers';

/** A kept ranking, with the version of the viewer's own entries it was made in (ADR 047). */
interface KeptRanking {
  ranking: Ranking;
  owner: number;
}

/** What a kept ranking weighs: the bytes of its ids. */
const idBytes = (kept: KeptRanking) => Object.values(kept.ranking).reduce((sum, kind) => sum + kind.ids.length, 0);

/**
 * Rankings of searches kept by what decides them (unit, viewer, kinds, keyword; not the page): ranking the matches
 * of a common word is the cost of a search (ADR 036), and a later page, another kind's tab or another page size of
 * the same search needs only its own rows. Searches of the same words arriving together — a hot term just after
 * the index changed — wait for the one ranking under way instead of each ranking again.
 * A ranking belongs to the index version its statement read (in the same snapshot as the entries) and to the version
 * of the viewer's own entries (ADR 047), and a page of it is served only when the statement reading the page's rows
 * finds the index still in those versions.
 */
export class SearchRankings implements KeptRankings {
  // Bounded as the kept answers are (ADR 036).
  private readonly kept: SharedAnswers<KeptRanking>;
  private readonly running = new Map<string, Promise<RankedRows | undefined>>();

  /**
   * `versions`: the index versions this process has seen, shared with the kept answers (SearchAnswers), so a newer
   * version the answers' probe saw forgets the kept rankings too: a first search after a change ranks at once
   * instead of first reading a page of a ranking the index has moved on from.
   */
  constructor(private readonly versions = new SeenIndexVersion()) {
    this.kept = new SharedAnswers<KeptRanking>(versions, KEPT_OPTIONS, idBytes);
  }

  /** The ranking of `key` with the page's rows: kept, under way, or ranked now (see RankingReads). */
  async read(key: string, reads: RankingReads): Promise<RankedRows> {
    const kept = this.keptRanking(key);
    if (kept !== undefined) {
      const page = await reads.rowsOf(kept.ranking);
      if (this.stillCurrent(kept.state, page.state)) return { ranking: kept.ranking, ...page };
    }
    // Not awaited unless under way: a search arriving in the same tick must find this one's ranking running.
    const under = this.running.get(key);
    const running = under && (await under);
    if (running && !running.state.queued) {
      const page = await reads.rowsOf(running.ranking);
      if (this.stillCurrent(running.state, page.state)) return { ranking: running.ranking, ...page };
    }
    const ranking = reads.rank();
    const shared = ranking.catch(() => undefined);
    this.running.set(key, shared);
    try {
      const ranked = await ranking;
      const { state } = ranked;
      this.versions.see(state.version);
      if (!state.queued) this.kept.set(key, state.version, { ranking: ranked.ranking, owner: state.owner });
      return ranked;
    } finally {
      if (this.running.get(key) === shared) this.running.delete(key);
    }
  }

  /**
   * The ranking kept for `key`, with the index state it was made in: the index version the kept store holds it
   * under (the newest seen) and the version of the viewer's own entries kept with it. The owner's version is
   * checked against the page's state, not here.
   */
  private keptRanking(key: string): { ranking: Ranking; state: IndexState } | undefined {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    return { ranking: kept.ranking, state: { version: this.versions.version, owner: kept.owner, queued: false } };
  }

  /** Whether a page read in `now` may be served from a ranking made in `made` (and note the version it saw). */
  private stillCurrent(made: IndexState, now: IndexState): boolean {
    this.versions.see(now.version);
    return sameIndex(made, now);
  }
}
