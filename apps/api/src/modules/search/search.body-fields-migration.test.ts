import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drainSearchQueue } from '@yizhan/search';
import { searchEntries, searchQueue } from '@yizhan/search/testing';
import { storeBefore } from './search.test-kit';

const store = storeBefore('0035_search_body_fields');

describe('migration 0035: bodies keep a record’s fields on lines of their own (ADR 036)', () => {
  it('queues every app and article of an index built before it, and the indexer rewrites their bodies', async () => {
    const { db, upgrade, close } = await store.open();
    await drainSearchQueue(db);
    // Entries as the indexer wrote them before: their fields run together.
    await db.update(searchEntries).set({ body: sql`replace(${searchEntries.body}, E'\\n', '')` });
    expect(await db.$count(searchQueue)).toBe(0);

    await upgrade();

    const queued = await db.select({ kind: searchQueue.kind }).from(searchQueue);
    expect(queued.filter((row) => row.kind === 'app').length).toBeGreaterThan(100);
    expect(queued.filter((row) => row.kind === 'news').length).toBeGreaterThan(10);
    await drainSearchQueue(db);
    const bodies = await db
      .select({ body: searchEntries.body })
      .from(searchEntries)
      .where(eq(searchEntries.kind, 'service'));
    expect(bodies.filter((entry) => entry.body.includes('\n')).length).toBeGreaterThan(100);
    await close();
  }, 120_000);
});
