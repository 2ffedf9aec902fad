import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { COMMON_WORDS, commonWordsOf, forgetCommonWords, rowsOf } from '@yizhan/search/testing';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);

/** The words at least `share` of the campus's records of `kind` hold in their bodies, read from the index itself. */
async function wordsHeldBy(share: number, kind: string): Promise<{ records: number; words: string[] }> {
  const db = t.database.db;
  const [counted] = rowsOf(
    await db.execute(sql`SELECT count(*) AS n FROM search_entries WHERE fid = ${CAMPUS} AND kind = ${kind}`),
  );
  const records = Number(counted!.n);
  const rows = rowsOf(
    await db.execute(sql`
      SELECT t.term FROM search_entries e CROSS JOIN LATERAL unnest(e.body_terms) AS t (term)
      WHERE e.fid = ${CAMPUS} AND e.kind = ${kind} GROUP BY t.term HAVING count(*) >= ${Math.ceil(share * records)}::int`),
  );
  return { records, words: rows.map((row) => String(row.term).slice(`${CAMPUS}:${kind}:`.length)) };
}

describe('words most of a kind’s records hold (ADR 051)', () => {
  it('finds services by such a word in their titles only; news still by their text', async () => {
    // Every demo guide says 寒暑假另行通知 (its office hours): before, 「通知」 listed every service of the hall.
    const before = await kit.search('通知');
    expect(kit.total(before, 'service')).toBe(0);
    expect(kit.total(before, 'news')).toBeGreaterThan(0);

    await kit.addApp('录取通知书查询');
    const after = await kit.search('通知');
    expect(kit.titles(after, 'service')).toEqual(['录取通知书查询']);
  });

  it('recommends the most used services by their summaries when such a word finds nothing', async () => {
    // Every demo guide says 不收费: 「收费」 finds no service, and the services recommended instead are no matches.
    const result = await kit.search('收费');
    expect(result.total).toBe(0);
    expect(result.recommended.length).toBeGreaterThan(0);
    for (const hit of result.recommended) {
      expect([...hit.titleSegments, ...hit.snippetSegments].some((segment) => segment.hit)).toBe(false);
      expect(hit.snippetSegments.map((segment) => segment.text).join('')).not.toBe('不收费。');
    }
  });

  it('asks the bodies for the other words of a keyword', async () => {
    // 校园卡 is in most guides' materials (校园卡复印件); 皮划艇 only in this one, which never names the card.
    await kit.addApp('水上运动体验', { summary: '翡翠湖皮划艇体验课，每周六上午开放预约。' });
    const result = await kit.search('校园卡 皮划艇');
    expect(kit.titles(result, 'service')).toEqual(['水上运动体验']);
  });

  it('counts the words of the unit’s forms, not of its news', async () => {
    const db = t.database.db;
    await kit.search('奖学金');
    forgetCommonWords(db);
    const common = await commonWordsOf(db, CAMPUS);
    const services = await wordsHeldBy(0.9, 'service');
    expect(services.records).toBeGreaterThanOrEqual(COMMON_WORDS.minRecords);
    expect(services.words.length).toBeGreaterThan(0);
    expect([...(common.service ?? [])]).toEqual(expect.arrayContaining(services.words));
    expect(common.service?.has('奖学金')).toBe(false);
    expect(common.news).toBeUndefined();
  });

  it('leaves a word fewer than 50 records hold every body match, however many of them', async () => {
    // Business systems: 49 more, each saying 翡翠湖 (more than half of the unit's systems), then a fiftieth.
    for (let i = 1; i < COMMON_WORDS.minRecords; i += 1) {
      await kit.addApp(`实验平台${i}`, { system: true, summary: '翡翠湖校区师生登录后使用。' });
    }
    const { records } = await wordsHeldBy(0, 'system');
    expect(COMMON_WORDS.minRecords - 1).toBeGreaterThanOrEqual(records * COMMON_WORDS.share);
    expect(kit.total(await kit.search('翡翠湖'), 'system')).toBe(COMMON_WORDS.minRecords - 1);

    await kit.addApp('实验平台甲', { system: true, summary: '翡翠湖校区师生登录后使用。' });
    expect(kit.total(await kit.search('翡翠湖'), 'system')).toBe(0);
  });
});
