import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { searchKit } from './search.test-kit';
import { drainSearchQueue } from './search.indexer';
import { searchEntries, searchQueue } from './search.table';

const t = useTestApp();
const kit = searchKit(t);

const queued = async () => (await t.database.db.select({ n: count() }).from(searchQueue))[0]!.n;

describe('draining the search queue (ADR 036)', () => {
  it('the paced start-up drain indexes everything, and a search arriving meanwhile is not kept waiting on its rests', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) ids.push(await kit.addNews(`白鹭洲讲堂第${n + 1}讲`, '讲座内容。'));
    expect(await queued()).toBeGreaterThan(0);
    const background = drainSearchQueue(t.database.db, { paced: true });
    // The search's own drain returns only once the queue is empty, whoever indexed it.
    await drainSearchQueue(t.database.db);
    expect(await queued()).toBe(0);
    await background;
    for (const id of ids) {
      const [entry] = await t.database.db
        .select()
        .from(searchEntries)
        .where(and(eq(searchEntries.kind, 'news'), eq(searchEntries.sourceId, id)));
      expect(entry?.title).toMatch(/^白鹭洲讲堂第\d讲$/);
    }
    expect(kit.total(await kit.search('白鹭洲讲堂'), 'news')).toBe(5);
  });
});
