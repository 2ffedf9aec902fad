import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { search } from '@yizhan/search';
import { analyseBody, analyseTitle, searchEntries, searchQueue } from '@yizhan/search/testing';
import { storeBefore } from './search.test-kit';

const store = storeBefore('0030_search_unit_kind_terms');

describe('migration 0030: search terms carry their unit and kind (ADR 036)', () => {
  it('rewrites the terms of an index built before it, and the entry is found as before', async () => {
    const { db, upgrade, close } = await store.open();
    // An entry as the indexer wrote it before 0030: bare terms.
    const title = '旧索引里的校园卡挂失';
    await db.insert(searchEntries).values({
      fid: 100001,
      kind: 'service',
      sourceId: 987_654,
      title,
      body: '校园卡丢失后请及时挂失。',
      titleTerms: analyseTitle(title).terms,
      bodyTerms: analyseBody('校园卡丢失后请及时挂失。'),
      pinyin: analyseTitle(title).pinyin,
      initials: analyseTitle(title).initials,
    });

    await upgrade();

    const [entry] = await db
      .select()
      .from(searchEntries)
      .where(and(eq(searchEntries.kind, 'service'), eq(searchEntries.sourceId, 987_654)));
    expect(entry!.titleTerms.length).toBeGreaterThan(0);
    expect(entry!.titleTerms.every((term) => term.startsWith('100001:service:'))).toBe(true);
    expect(entry!.bodyTerms).toContain('100001:service:挂失');
    const guest = { uid: null, userType: null };
    // The seed's queued records are not this test's: the search reads the index as the migration left it.
    await db.delete(searchQueue);
    for (const keyword of ['校园卡挂失', 'xykgs', '及时挂失']) {
      const result = await search(db, 100001, guest, { keyword, kind: 'service', page: 1, pageSize: 10 });
      expect(
        result.groups[0]!.list.map((hit) => hit.title),
        keyword,
      ).toContain(title);
    }
    await close();
  });
});
