import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { searchService } from '@yizhan/search';
import { bodyOnlyMatch, planKeyword, rowsOf } from '@yizhan/search/testing';
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

describe('a keyword no title holds as typed', () => {
  it('is planned more loosely: its words, or without its stopwords when its words leave a character out', () => {
    expect(planKeyword('转专业')).toMatchObject({ bodyAtoms: ['专业'], bodyPartial: true, loosely: null });
    expect(planKeyword('怎么转专业')).toMatchObject({ bodyPartial: true, loosely: '转专业' });
    expect(planKeyword('补办校园卡')).toMatchObject({ bodyPartial: false, loosely: '补办 校园卡' });
    expect(planKeyword('学生证丢了')).toMatchObject({ bodyAtoms: ['学生证'], bodyPartial: true });
    expect(planKeyword('学生证怎么补办')).toMatchObject({
      bodyAtoms: ['学生证', '补办'],
      bodyPartial: false,
      loosely: '学生证 补办',
    });
    expect(planKeyword('奖学金')).toMatchObject({ bodyPartial: false, loosely: null });
    expect(planKeyword('工作的').loosely).toBe('工作');
    expect(planKeyword('作的').loosely).toBeNull();
  });

  it('is asked of titles more loosely, and of bodies by its words only while no title holds it', async () => {
    // Far more read than the title below: ranked by body, it would come first.
    await kit.addNews('金石社团招新', '欢迎热爱篆刻的同学加入，每周六活动。', 5000);
    await kit.addNews('篆刻作品展开幕', '展览将持续两周，欢迎参观。', 800);
    // No title holds 「篆刻的作品展」 or 「作品展篆刻」 as typed; one holds their words.
    expect(kit.titles(await kit.search('篆刻的作品展'), 'news')).toEqual(['篆刻作品展开幕']);
    expect(kit.titles(await kit.search('作品展篆刻'), 'news')).toEqual(['篆刻作品展开幕']);
    // Nor 「怎么学篆刻」, with or without 怎么 (学 is no word of its own): the article that speaks of 篆刻 is the best
    // there is.
    expect(kit.titles(await kit.search('怎么学篆刻'), 'news')).toEqual(['金石社团招新']);
    await kit.addApp('学篆刻入门课程');
    // Now a title holds 学篆刻: that is what both ask for, not every text saying 篆刻.
    for (const keyword of ['学篆刻', '怎么学篆刻']) {
      const found = await kit.search(keyword);
      expect(kit.titles(found, 'service')).toEqual(['学篆刻入门课程']);
      expect(found.total).toBe(1);
      // Marked as what found it: 学篆刻, not only the word 篆刻.
      const [hit] = found.groups.find((group) => group.kind === 'service')!.list;
      expect(hit!.titleSegments.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['学篆刻']);
    }
    // A keyword its body words hold whole still finds the article by its body beside the titles.
    expect(kit.titles(await kit.search('篆刻'), 'news')).toEqual(['篆刻作品展开幕', '金石社团招新']);
    // As one types, the question suggests the title it finds.
    const typed = await kit.get(`${searchApi.suggest.path}?keyword=${encodeURIComponent('怎么学篆刻')}`);
    expect(typed.body.data.map((item: { text: string }) => item.text)).toContain('学篆刻入门课程');
    // Retrieval for AI answers: the title holding the phrase 学篆刻 before a busier one holding only 篆刻.
    const guest = { uid: null, userType: null };
    const [first] = await searchService.retrieve(t.database.db, {
      unit: { fid: CAMPUS },
      viewer: guest,
      query: '怎么学篆刻',
    });
    expect(first).toMatchObject({ title: '学篆刻入门课程', titleHit: true });
  });
});
