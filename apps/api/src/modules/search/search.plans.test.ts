import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { bodyOnlyMatch } from './search.conditions';
import { rowsOf } from './search.repository';
import { planKeyword } from './search.text';
import { CAMPUS } from './search.test-kit';

const t = useTestApp();

/**
 * The plan of a one-word keyword's body candidates with sequential scans priced out, as on a large index (the demo
 * index is small enough for PostgreSQL to read it whole).
 */
async function bodyCandidatesPlan(keyword: string): Promise<string> {
  const match = bodyOnlyMatch(planKeyword(keyword), CAMPUS, 'news');
  if (!match) throw new Error(`「${keyword}」 is no one-word keyword`);
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute(sql`EXPLAIN SELECT e.id FROM search_entries e WHERE ${match}`);
    return rowsOf(result)
      .map((row) => String(row['QUERY PLAN']))
      .join('\n');
  });
}

describe('the body words a title lacks (ADR 050)', () => {
  it('are read through their own index: the condition spells the expression the index was built on', async () => {
    // Were the condition to differ from the index's expression, PostgreSQL would compute it for every entry.
    expect(await bodyCandidatesPlan('工程')).toContain('search_entries_body_only_idx');
  });

  it('serve only a keyword that is its own one body word', () => {
    expect(bodyOnlyMatch(planKeyword('学生证补办'), CAMPUS, 'news')).toBeUndefined();
    expect(bodyOnlyMatch(planKeyword('篆刻 渊源'), CAMPUS, 'news')).toBeUndefined();
  });
});
