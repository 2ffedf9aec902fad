import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { bodyOnlyMatch } from './search.conditions';
import { rowsOf } from './search.repository';
import { planKeyword } from './search.text';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);

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

describe('a keyword whose body words leave out one of its characters', () => {
  it('is planned as such: a meaningful character left out, not a stopword', () => {
    expect(planKeyword('转专业')).toMatchObject({ bodyAtoms: ['专业'], bodyPartial: true });
    expect(planKeyword('学生证丢了')).toMatchObject({ bodyAtoms: ['学生证'], bodyPartial: true });
    expect(planKeyword('学生证怎么补办')).toMatchObject({ bodyAtoms: ['学生证', '补办'], bodyPartial: false });
    expect(planKeyword('奖学金').bodyPartial).toBe(false);
  });

  it('is asked of titles as its words, and of bodies, only while no title holds the whole keyword', async () => {
    // Far more read than the title below: ranked by body, it would come first.
    await kit.addNews('金石社团招新', '欢迎热爱篆刻的同学加入，每周六活动。', 5000);
    await kit.addNews('篆刻作品展开幕', '展览将持续两周，欢迎参观。');
    // No title holds 「学篆刻」: a title holding its word 篆刻 comes first, then the article that speaks of it.
    const before = await kit.search('学篆刻');
    expect(kit.titles(before, 'news')).toEqual(['篆刻作品展开幕', '金石社团招新']);
    await kit.addApp('学篆刻入门课程');
    // Now a title holds it: that is what the keyword asks for, not every text saying 篆刻.
    const after = await kit.search('学篆刻');
    expect(kit.titles(after, 'service')).toEqual(['学篆刻入门课程']);
    expect(kit.total(after, 'news')).toBe(0);
    expect(after.total).toBe(1);
    // A keyword its body words hold whole still finds the article by its body beside the titles.
    expect(kit.titles(await kit.search('篆刻'), 'news')).toEqual(['篆刻作品展开幕', '金石社团招新']);
  });
});
