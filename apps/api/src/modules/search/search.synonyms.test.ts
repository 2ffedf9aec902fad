import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchApi, type SearchSuggestion } from '@yizhan/contracts';
import { TEST_SEED_DAY, useTestApp } from '../../test/test-app';
import { seed } from '../../seed';
import { campusSynonyms } from '../../seed/search-synonyms';
import { aiSearchKit } from '../ai-search/ai-search.test-kit';
import {
  alternativeKeywords,
  ALTERNATIVES_MAX,
  alternativesOf,
  forgetSynonyms,
  searchSynonyms,
} from '@yizhan/search/testing';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);
const ai = aiSearchKit(t);

describe('the keywords a unit’s synonyms make of a keyword (ADR 052)', () => {
  const rules = [
    { word: '饭卡', alternatives: ['校园卡'] },
    { word: '丢', alternatives: ['挂失', '补办'] },
    { word: '丢失', alternatives: ['挂失'] },
    { word: '交', alternatives: ['缴纳'] },
    { word: 'wifi', alternatives: ['校园网'] },
  ];

  it('replaces a rule word by each alternative', () => {
    expect(alternativeKeywords('饭卡', rules)).toEqual(['校园卡']);
    expect(alternativeKeywords('饭卡 充值', rules)).toEqual(['校园卡 充值']);
    expect(alternativeKeywords('校园卡丢了', rules)).toEqual(['校园卡挂失了', '校园卡补办了']);
    expect(alternativeKeywords('校园 WiFi', rules)).toEqual(['校园 校园网']);
    expect(alternativeKeywords('饭卡', [])).toEqual([]);
  });

  it('replaces whole words only, the longest rule first', () => {
    // 交流 and 交学费 are words of their own: 交 in them is no rule's 交.
    expect(alternativeKeywords('交流', rules)).toEqual([]);
    expect(alternativeKeywords('交学费', rules)).toEqual([]);
    expect(alternativeKeywords('学费怎么交', rules)).toEqual(['学费怎么缴纳']);
    expect(alternativeKeywords('学生证丢失', rules)).toEqual(['学生证挂失']);
  });

  it('says each alternative as the synonyms put in, after the word they are said of, not as the phrase asked', () => {
    const said = (keyword: string) => alternativesOf(keyword, rules).map((alternative) => alternative.said);
    expect(said('饭卡')).toEqual(['校园卡']);
    expect(said('饭卡 充值')).toEqual(['校园卡']);
    expect(said('校园卡丢了')).toEqual(['校园卡挂失', '校园卡补办']);
    expect(said('饭卡丢了').slice(0, 2)).toEqual(['校园卡挂失', '校园卡补办']);
    // A word said of nothing (a stopword before it, or none) is said alone.
    expect(said('丢了怎么办')).toEqual(['挂失', '补办']);
    expect(said('学费怎么交')).toEqual(['缴纳']);
  });

  it('asks the combinations replacing the most first, at most a few', () => {
    const asked = alternativeKeywords('饭卡丢了', rules);
    expect(asked.slice(0, 2)).toEqual(['校园卡挂失了', '校园卡补办了']);
    expect(asked).toHaveLength(ALTERNATIVES_MAX);
    expect(asked).not.toContain('饭卡丢了');
  });
});

describe('search with the demo university’s synonyms (ADR 052)', () => {
  it('finds the campus card’s services by its other names, 校园卡 marked', async () => {
    expect(campusSynonyms).toContainEqual({ word: '饭卡', alternatives: ['校园卡'] });
    const result = await kit.search('饭卡', await kit.login('2023001'));
    // The page says why: what the synonyms searched besides the keyword. A keyword without a rule word says nothing.
    expect(result.alsoSearched).toEqual(['校园卡']);
    expect(await kit.search('奖学金')).not.toHaveProperty('alsoSearched');
    const services = kit.titles(result, 'service');
    expect(services).toEqual(expect.arrayContaining(['校园卡充值', '校园卡补办', '校园卡挂失与解挂']));
    const hit = result.groups.find((group) => group.kind === 'service')!.list[0]!;
    expect(hit.titleSegments.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['校园卡']);
    // The government hall has no such rule: 饭卡 is nothing of its. Its own find its services.
    expect((await kit.search('饭卡', undefined, '', 'gov.localhost')).total).toBe(0);
    const licence = await kit.search('驾照', undefined, '', 'gov.localhost');
    expect(kit.titles(licence, 'service')).toEqual(expect.arrayContaining(['机动车驾驶证换证', '机动车驾驶证补证']));
  });

  it('says which synonyms it searched, not the phrases it made of them', async () => {
    const result = await kit.search('学生证丢了怎么补办', await kit.login('2023001'));
    expect(result.alsoSearched).toEqual(['学生证挂失', '学生证补办']);
  });

  it('ranks the services that do what a colloquial keyword asks first', async () => {
    // 「校园卡丢了」 is asked as 校园卡挂失 and 校园卡补办 too (the rule 丢了): no title holds it as typed.
    const services = kit.titles(await kit.search('校园卡丢了', await kit.login('2023001')), 'service');
    expect(services.slice(0, 2).sort()).toEqual(['校园卡挂失与解挂', '校园卡补办']);
  });

  it('suggests the titles a synonym stands for as one types', async () => {
    const { body } = await kit.get(`${searchApi.suggest.path}?keyword=${encodeURIComponent('饭卡')}`);
    const titles = (body.data as SearchSuggestion[]).map((suggestion) => suggestion.text);
    expect(titles).toEqual(expect.arrayContaining(['校园卡充值']));
  });

  it('follows the office’s edits: a rule added finds, a rule removed no longer does', async () => {
    const db = t.database.db;
    expect(kit.total(await kit.search('宿管'), 'service')).toBe(0);
    await db.insert(searchSynonyms).values({ fid: CAMPUS, word: '宿管', alternatives: ['宿舍'] });
    forgetSynonyms(db);
    expect(kit.titles(await kit.search('宿管'), 'service')).toEqual(['宿舍调换申请']);

    await db.delete(searchSynonyms).where(and(eq(searchSynonyms.fid, CAMPUS), eq(searchSynonyms.word, '饭卡')));
    forgetSynonyms(db);
    expect(kit.total(await kit.search('饭卡'), 'service')).toBe(0);
  });

  it('gives a demo unit seeded before the synonyms its rules at the next start, once', async () => {
    const db = t.database.db;
    const count = async () => (await db.select().from(searchSynonyms).where(eq(searchSynonyms.fid, CAMPUS))).length;
    await db.delete(searchSynonyms).where(eq(searchSynonyms.fid, CAMPUS));
    expect(await seed(db, { today: TEST_SEED_DAY })).toEqual([]);
    expect(await count()).toBe(campusSynonyms.length);
    await seed(db, { today: TEST_SEED_DAY });
    expect(await count()).toBe(campusSynonyms.length);
  });

  it('answers a question in its asker’s words from the guide its synonyms point to', async () => {
    // Nothing maps 丢 to a service but the rule: before it, 校园卡充值 was cited first.
    const reply = await ai.answer('校园卡丢了怎么办', await kit.login('2023001'));
    expect(reply.known).toBe(true);
    expect(['校园卡补办', '校园卡挂失与解挂']).toContain(reply.citations[0]!.title);
    const titles = reply.citations.map((citation) => citation.title);
    if (titles.includes('校园卡充值')) expect(titles.indexOf('校园卡充值')).toBeGreaterThan(0);
  });
});
