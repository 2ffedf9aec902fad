import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  adminSearchWordsApi,
  homeApi,
  type AdminHotWord,
  type AdminSynonym,
  type ZeroResultSearch,
} from '@yizhan/contracts';
import { searchSynonyms } from '@yizhan/search/tables';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { auditLog } from '../audit/audit.table';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);
const kit = searchKit(t);

const zeroResults = async (token: string) =>
  (await call(adminSearchWordsApi.zeroResults, { token })).body.data as ZeroResultSearch[];
const auditsOf = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.fid, CAMPUS), eq(auditLog.method, action)));

describe('search words in the console', () => {
  it('are an editor’s and an administrator’s: a student gets 403, a guest 401', async () => {
    expect((await call(adminSearchWordsApi.synonyms)).body).toMatchObject({ success: false, code: 401 });
    expect((await call(adminSearchWordsApi.synonyms, { token: await login('2023001') })).status).toBe(403);
    const editor = await login('editor100001');
    const rules = await call(withQuery(adminSearchWordsApi.synonyms, { keyword: '饭' }), { token: editor });
    expect(rules.status).toBe(200);
    expect(rules.body.data.list.map((rule: AdminSynonym) => rule.word)).toContain('饭卡');
    expect((await call(adminSearchWordsApi.hotWords, { token: editor })).status).toBe(200);
    expect((await call(adminSearchWordsApi.zeroResults, { token: await login('admin100001') })).status).toBe(200);
  });

  it('report a search that found nothing; a synonym added from it changes what the search finds', async () => {
    const token = await login('editor100001');
    expect((await kit.search('喵喵卡')).total).toBe(0);
    await kit.search('喵喵卡');
    // Counted in memory and added every couple of seconds.
    const missed = await vi.waitFor(
      async () => {
        const found = (await zeroResults(token)).find((row) => row.keyword === '喵喵卡');
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 6_000, interval: 250 },
    );
    expect(missed).toMatchObject({
      count: 2,
      hasSynonym: false,
      lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const made = await call(adminSearchWordsApi.createSynonym, {
      token,
      body: { word: '喵喵卡', alternatives: ['校园卡'] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const after = await kit.search('喵喵卡');
    expect(after.total).toBeGreaterThan(0);
    expect(after.alsoSearched).toEqual(['校园卡']);
    expect((await zeroResults(token)).find((row) => row.keyword === '喵喵卡')).toMatchObject({ hasSynonym: true });

    const [entry] = await auditsOf('synonym.create');
    expect(entry).toMatchObject({ username: 'editor100001', target: '同义词「喵喵卡」' });
    expect(entry!.after).toEqual({ word: '喵喵卡', alternatives: ['校园卡'] });
  });

  it('reach every instance’s search within a second, whoever writes the rule (change notice)', async () => {
    expect((await kit.search('汪汪卡')).total).toBe(0);
    await t.database.db.insert(searchSynonyms).values({ fid: CAMPUS, word: '汪汪卡', alternatives: ['校园卡'] });
    await vi.waitFor(async () => expect((await kit.search('汪汪卡')).total).toBeGreaterThan(0), {
      timeout: 1_000,
      interval: 50,
    });
  });

  it('edit a rule from the version read: a stale save is a conflict, a taken word is refused', async () => {
    const token = await login('admin100001');
    const rule = (
      await call(adminSearchWordsApi.createSynonym, { token, body: { word: 'Eduroam', alternatives: ['校园网'] } })
    ).body.data as AdminSynonym;
    expect(rule.word).toBe('eduroam');
    const saved = await call(adminSearchWordsApi.saveSynonym, {
      token,
      body: { id: rule.id, word: 'eduroam', alternatives: ['校园网', '无线网'], version: rule.version },
    });
    expect(saved.body.data.alternatives).toEqual(['校园网', '无线网']);
    const stale = await call(adminSearchWordsApi.saveSynonym, {
      token,
      body: { id: rule.id, word: 'eduroam', alternatives: ['校园网'], version: rule.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ alternatives: ['校园网', '无线网'] });
    const taken = await call(adminSearchWordsApi.saveSynonym, {
      token,
      body: { id: rule.id, word: '饭卡', alternatives: ['校园网'], version: saved.body.data.version },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('已有「饭卡」的同义词规则，请直接修改它');
    const twice = await call(adminSearchWordsApi.createSynonym, {
      token,
      body: { word: '饭卡', alternatives: ['卡'] },
    });
    expect(twice.status).toBe(409);
    expect(
      (await call(adminSearchWordsApi.removeSynonym, { token, body: { id: rule.id, version: rule.version } })).status,
    ).toBe(409);
    const removed = await call(adminSearchWordsApi.removeSynonym, {
      token,
      body: { id: rule.id, version: saved.body.data.version },
    });
    expect(removed.body.data).toEqual({ removed: true });
    const found = await call(withQuery(adminSearchWordsApi.synonyms, { keyword: 'edu' }), { token });
    expect(found.body.data.total).toBe(0);
  });

  it('refuse bad rules in Chinese and save nothing', async () => {
    const token = await login('admin100001');
    const cases: [unknown, string][] = [
      [{ word: '', alternatives: ['校园卡'] }, '请填写词语'],
      [{ word: '饭 卡', alternatives: ['校园卡'] }, '词语不能含空格'],
      [{ word: '饭堂卡', alternatives: [] }, '请至少填写一个同义词'],
      [{ word: '饭堂卡', alternatives: Array(9).fill('卡') }, '同义词最多 8 个'],
      [{ word: '词'.repeat(21), alternatives: ['卡'] }, '词语不能超过 20 个字'],
    ];
    for (const [body, msg] of cases) {
      const refused = await call(adminSearchWordsApi.createSynonym, { token, body });
      expect(refused.status, msg).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    const stored = await t.database.db.select().from(searchSynonyms).where(eq(searchSynonyms.word, '饭堂卡'));
    expect(stored).toEqual([]);
  });

  it('pin a hot word to the front of the hot list and hide one from it; a stale change is a conflict', async () => {
    const token = await login('editor100001');
    const hotList = async () =>
      ((await kit.get(homeApi.searchStatistic.path)).body.data as { keyword: string }[]).map((row) => row.keyword);
    const pinned = (await call(adminSearchWordsApi.createHotWord, { token, body: { word: '迎新报到' } })).body
      .data as AdminHotWord;
    expect(pinned).toMatchObject({ keyword: '迎新报到', pinned: true, hidden: false, count: 0 });
    expect((await hotList())[0]).toBe('迎新报到');

    const hidden = await call(adminSearchWordsApi.saveHotWord, {
      token,
      body: { id: pinned.id, pinned: false, hidden: true, version: pinned.version },
    });
    expect(hidden.body.data).toMatchObject({ hidden: true });
    expect(await hotList()).not.toContain('迎新报到');
    const stale = await call(adminSearchWordsApi.saveHotWord, {
      token,
      body: { id: pinned.id, pinned: true, hidden: false, version: pinned.version },
    });
    expect(stale.status).toBe(409);
    const listed = await call(withQuery(adminSearchWordsApi.hotWords, { keyword: '迎新' }), { token });
    expect(listed.body.data.list).toEqual([hidden.body.data]);
    const removed = await call(adminSearchWordsApi.removeHotWord, {
      token,
      body: { id: pinned.id, version: hidden.body.data.version },
    });
    expect(removed.body.data).toEqual({ removed: true });
    expect((await auditsOf('hotWord.save'))[0]!.after).toEqual({ keyword: '迎新报到', pinned: false, hidden: true });
    const empty = await call(adminSearchWordsApi.createHotWord, { token, body: { word: ' ' } });
    expect(empty.body).toMatchObject({ code: 400, msg: '请填写热词' });
  });
});
