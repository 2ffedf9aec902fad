import { describe, expect, it, vi } from 'vitest';
import type { HitRow, IndexState, Ranking, RankedRows } from '@yizhan/search';
import { SeenIndexVersion } from './search.answers';
import { SearchRankings } from './search.rankings';

const ranking: Ranking = { news: { total: 2, ids: Buffer.from('7,8') } };
const row = (id: number) => ({ id, rank: id }) as HitRow;
const at = (version: number, queued = false, owner = 0): IndexState => ({ version, owner, queued });

/**
 * Reads that count their calls, as the index is in `state`: ranking answers rows [7], a page of a kept ranking
 * rows [8].
 */
function reads(state: IndexState = at(1)) {
  return {
    rank: vi.fn(async (): Promise<RankedRows> => ({ ranking, rows: [row(7)], state })),
    rowsOf: vi.fn(async () => ({ rows: [row(8)], state })),
  };
}

describe('SearchRankings', () => {
  it('ranks once per index version: a later read of the same search reads only its page', async () => {
    const rankings = new SearchRankings();
    const first = reads();
    expect((await rankings.read('k', first)).rows).toEqual([row(7)]);
    const again = reads();
    const kept = await rankings.read('k', again);
    expect(kept.rows).toEqual([row(8)]);
    expect(kept.ranking).toEqual(ranking);
    expect(again.rank).not.toHaveBeenCalled();
    expect(again.rowsOf).toHaveBeenCalledWith(ranking);
    // Another search is its own ranking.
    const other = reads();
    await rankings.read('other', other);
    expect(other.rank).toHaveBeenCalledOnce();
  });

  it('ranks again when the page finds the index moved on, and keeps nothing read while a change waited', async () => {
    const rankings = new SearchRankings();
    await rankings.read('k', reads(at(1)));
    const moved = reads(at(2));
    expect((await rankings.read('k', moved)).rows).toEqual([row(7)]);
    expect(moved.rowsOf).toHaveBeenCalledOnce();
    expect(moved.rank).toHaveBeenCalledOnce();

    await rankings.read('q', reads(at(3, true)));
    const after = reads(at(3, true));
    await rankings.read('q', after);
    expect(after.rowsOf).not.toHaveBeenCalled();
    expect(after.rank).toHaveBeenCalledOnce();
  });

  it("ranks again when the viewer's own entries moved on (ADR 047), and keeps the new ranking", async () => {
    const rankings = new SearchRankings();
    await rankings.read('k', reads(at(1, false, 4)));
    // A notice of this viewer was indexed: the index version is the same, their own entries' version is not.
    const moved = reads(at(1, false, 5));
    expect((await rankings.read('k', moved)).rows).toEqual([row(7)]);
    expect(moved.rank).toHaveBeenCalledOnce();
    const again = reads(at(1, false, 5));
    expect((await rankings.read('k', again)).rows).toEqual([row(8)]);
    expect(again.rank).not.toHaveBeenCalled();
  });

  it('forgets its rankings when the kept answers see a newer version: the next search ranks without a page first', async () => {
    const versions = new SeenIndexVersion();
    const rankings = new SearchRankings(versions);
    await rankings.read('k', reads(at(1)));
    // The answers' probe of the index state (search.routes.ts) saw another instance's change.
    versions.see(2);
    const after = reads(at(2));
    expect((await rankings.read('k', after)).rows).toEqual([row(7)]);
    expect(after.rowsOf).not.toHaveBeenCalled();
    expect(after.rank).toHaveBeenCalledOnce();
  });

  it('lets searches of the same words arriving together share one ranking', async () => {
    const rankings = new SearchRankings();
    let finish!: () => void;
    const slow = reads();
    slow.rank.mockImplementation(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { ranking, rows: [row(7)], state: at(1) };
    });
    const together = [reads(), reads()];
    const answers = [rankings.read('k', slow), ...together.map((other) => rankings.read('k', other))];
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
    const failed = rankings.read('k', failing);
    const waited = rankings.read('k', waiting);
    await vi.waitFor(() => expect(failing.rank).toHaveBeenCalledOnce());
    fail(new Error('数据库不可用'));
    await expect(failed).rejects.toThrow('数据库不可用');
    expect((await waited).rows).toEqual([row(7)]);
    expect(waiting.rank).toHaveBeenCalledOnce();
  });
});
