import { describe, expect, it, vi } from 'vitest';
import type { IndexState } from './search.indexer';
import type { HitRow, Ranking } from './search.repository';
import { SearchRankings, type RankedPage } from './search.rankings';

const ranking: Ranking = { news: { total: 2, ids: [7, 8] } };
const state = (version: number, queued = false): Promise<IndexState> => Promise.resolve({ version, queued });
const row = (id: number) => ({ id, rank: id }) as HitRow;

/** Reads that count their calls: ranking answers rows [7]; a page of a kept ranking answers rows [8]. */
function reads(at: IndexState = { version: 1, queued: false }) {
  return {
    rank: vi.fn(async (): Promise<RankedPage> => ({ ranking, rows: [row(7)], state: at })),
    rowsOf: vi.fn(async () => [row(8)]),
  };
}

describe('SearchRankings', () => {
  it('ranks once per index version: a later read of the same search reads only its page', async () => {
    const rankings = new SearchRankings();
    const first = reads();
    expect((await rankings.read('k', state(1), first)).rows).toEqual([row(7)]);
    const again = reads();
    const kept = await rankings.read('k', state(1), again);
    expect(kept.rows).toEqual([row(8)]);
    expect(kept.ranking).toEqual(ranking);
    expect(again.rank).not.toHaveBeenCalled();
    expect(again.rowsOf).toHaveBeenCalledWith(ranking);
    // Another search is its own ranking.
    const other = reads();
    await rankings.read('other', state(1), other);
    expect(other.rank).toHaveBeenCalledOnce();
  });

  it('ranks again once the index moved on, and keeps nothing read while a change waited', async () => {
    const rankings = new SearchRankings();
    await rankings.read('k', state(1), reads());
    const moved = reads({ version: 2, queued: false });
    await rankings.read('k', state(2), moved);
    expect(moved.rank).toHaveBeenCalledOnce();

    const waiting = reads({ version: 3, queued: true });
    await rankings.read('q', state(3, true), waiting);
    const after = reads({ version: 3, queued: true });
    await rankings.read('q', state(3, true), after);
    expect(after.rank).toHaveBeenCalledOnce();
  });

  it('lets searches of the same words arriving together share one ranking', async () => {
    const rankings = new SearchRankings();
    let finish!: () => void;
    const slow = reads();
    slow.rank.mockImplementation(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { ranking, rows: [row(7)], state: { version: 1, queued: false } };
    });
    const together = [reads(), reads()];
    const answers = [
      rankings.read('k', state(1), slow),
      ...together.map((other) => rankings.read('k', state(1), other)),
    ];
    await vi.waitFor(() => expect(slow.rank).toHaveBeenCalledOnce());
    finish();
    const [mine, ...theirs] = await Promise.all(answers);
    expect(mine?.rows).toEqual([row(7)]);
    for (const [i, answer] of theirs.entries()) {
      expect(answer.rows).toEqual([row(8)]);
      expect(together[i]!.rank).not.toHaveBeenCalled();
    }
  });

  it('a failed ranking fails its own search only: one waiting for it ranks by itself', async () => {
    const rankings = new SearchRankings();
    let fail!: (error: Error) => void;
    const failing = reads();
    failing.rank.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const waiting = reads();
    const failed = rankings.read('k', state(1), failing);
    const waited = rankings.read('k', state(1), waiting);
    await vi.waitFor(() => expect(failing.rank).toHaveBeenCalledOnce());
    fail(new Error('数据库不可用'));
    await expect(failed).rejects.toThrow('数据库不可用');
    expect((await waited).rows).toEqual([row(7)]);
    expect(waiting.rank).toHaveBeenCalledOnce();
  });
});
