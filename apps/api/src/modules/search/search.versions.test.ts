import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { drainSearchQueue } from '@yizhan/search';
import { indexStateColumns, rowsOf } from '@yizhan/search/testing';

const t = useTestApp();

/** The plan of the index state probe of `uid`'s search, as text. */
async function planOf(uid: number | null): Promise<string> {
  const result = await t.database.db.execute(sql`EXPLAIN SELECT ${indexStateColumns(uid)}`);
  return rowsOf(result)
    .map((row) => String(row['QUERY PLAN']))
    .join('\n');
}

describe('the index state probe (ADR 047)', () => {
  it('looks into the queue by owner, never scanning the notices queued for thousands of other users', async () => {
    const db = t.database.db;
    // What the seed queued is indexed first: a broadcast being indexed, with nothing of everyone's waiting.
    await drainSearchQueue(db);
    await db.execute(sql`
      INSERT INTO search_queue (kind, source_id, owner_uid)
      SELECT 'notice', n, 1000 + n % 5000 FROM generate_series(10000001, 10020000) AS n`);
    await db.execute(sql`ANALYZE search_queue`);
    for (const uid of [null, 1001]) {
      const plan = await planOf(uid);
      expect(plan, plan).toContain('search_queue_owner_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on search_queue/);
    }
    // Notices of users that do not exist: not this file's other tests' business.
    await db.execute(sql`DELETE FROM search_queue WHERE source_id > 10000000`);
  });
});
