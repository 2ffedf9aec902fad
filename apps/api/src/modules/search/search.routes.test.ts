import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchApi, type SearchHit } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { inboxItems } from '../info-center/info-center.table';
import { searchKeywords } from '../home/home.table';
import { search, searchService } from '@yizhan/search';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);

const hitText = (hit: Pick<SearchHit, 'titleSegments'>) =>
  hit.titleSegments
    .filter((segment) => segment.hit)
    .map((segment) => segment.text)
    .join('|');

// A fixed corpus of words the demo data does not use, added to the demo university.
let student: string;
let teacher: string;
let studentUid: number;
beforeAll(async () => {
  await kit.addApp('奖助金申请', { summary: '家庭经济困难学生申请学校奖助金', hits: 10 });
  await kit.addApp('奖助金查询', { summary: '查询奖助金发放进度', hits: 500 });
  await kit.addApp('教职工奖助金核算', { roles: ['TEACHER'], visitorVisible: false, hits: 900 });
  await kit.addApp('奖助金管理系统', { system: true });
  // Body matches only: the word is in the text, not in the title.
  await kit.addNews('学生资助工作会议召开', '会议部署了本学年奖助金评审工作，要求各学院按时完成。', 9999);
  await kit.addNews('奖助金评审结果公示', '经学院推荐、学校评审，现将名单予以公示。', 1);
  // A body holding both words of a two-word keyword, its title only one of them.
  await kit.addNews('篆刻讲座预告', '讲座介绍篆刻与籀文的渊源，欢迎参加。', 5);
  // Ranking keys: starting with the keyword, and the share of the title it covers (2 of 8 characters: 2.5 → 3).
  await kit.addApp('古籍中的籀文考释', { hits: 50 });
  await kit.addApp('古籍籀文研究', { hits: 5 });
  await kit.addApp('籀文字形检索服务', { hits: 1 });
  await kit.addApp('OPAC 检索指南', { hits: 1 });
  await kit.addApp('图书馆 opac 续借', { hits: 100 });
  const [row] = await t.database.db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, CAMPUS), eq(users.username, '2023001')));
  studentUid = row!.uid;
  await t.database.db.insert(inboxItems).values({
    fid: CAMPUS,
    uid: studentUid,
    kind: 'notice',
    title: '关于奖助金材料补交的通知',
    content: '请于本周五前到学生工作处补交奖助金申请材料。',
    createrName: '学生工作处',
    sentAt: new Date('2026-11-20T01:00:00Z'),
  });
  student = await kit.login('2023001');
  teacher = await kit.login('T1001');
}, 60_000);

describe('grouping and ranking', () => {
  it('groups results by kind with totals, title matches before body matches, highlighted', async () => {
    const result = await kit.search('奖助金');
    // A guest of the university: its three lists are for signed-in users (their menu entry), notices are personal.
    expect(result.groups.map((group) => group.kind)).toEqual(['service', 'system', 'news']);
    expect(kit.total(result, 'service')).toBe(2);
    expect(kit.total(result, 'system')).toBe(1);
    expect(kit.total(result, 'news')).toBe(2);
    expect(result.total).toBe(5);
    // The body-only article has far more views, yet the title match leads.
    expect(kit.titles(result, 'news')).toEqual(['奖助金评审结果公示', '学生资助工作会议召开']);
    // Among titles alike, the more used comes first.
    expect(kit.titles(result, 'service')).toEqual(['奖助金查询', '奖助金申请']);
    const [first] = result.groups.find((group) => group.kind === 'news')!.list;
    expect(hitText(first!)).toBe('奖助金');
    const bodyHit = result.groups.find((group) => group.kind === 'news')!.list[1]!;
    expect(bodyHit.snippetSegments.some((segment) => segment.hit && segment.text === '奖助金')).toBe(true);
    expect(bodyHit).toMatchObject({ url: expect.stringMatching(/^\/news\/detail\/\d+$/), source: '党委宣传部' });
    expect(bodyHit.mobileUrl).toBe(`/mobile${bodyHit.url}`);
    expect(bodyHit.date).toBe('2026-03-02');
    const service = result.groups.find((group) => group.kind === 'service')!.list[0]!;
    expect(service.url).toBe(`/service-hall/details/${service.id}`);
    expect(service.mobileUrl).toBe(`/mobile/service-guide/${service.id}`);
  });

  it('finds a body holding every word of the keyword, though its title holds some of them', async () => {
    // One word is found among the body words its title lacks (ADR 050); two words look among all the body's words.
    expect(kit.titles(await kit.search('渊源'), 'news')).toEqual(['篆刻讲座预告']);
    expect(kit.titles(await kit.search('篆刻 渊源'), 'news')).toEqual(['篆刻讲座预告']);
    expect(kit.titles(await kit.search('篆刻'), 'news')).toEqual(['篆刻讲座预告']);
  });

  it('an exact title comes first, and pages each kind on its own', async () => {
    const exact = await kit.search('奖助金申请');
    expect(kit.titles(exact, 'service')[0]).toBe('奖助金申请');
    const page1 = await kit.search('奖助金', undefined, '&kind=news&pageSize=1');
    const page2 = await kit.search('奖助金', undefined, '&kind=news&pageSize=1&page=2');
    expect(kit.titles(page1, 'news')).toEqual(['奖助金评审结果公示']);
    expect(kit.titles(page2, 'news')).toEqual(['学生资助工作会议召开']);
    // Other kinds keep their totals for the tabs, without their lists.
    expect(kit.total(page2, 'service')).toBe(2);
    expect(kit.titles(page2, 'service')).toEqual([]);
  });

  it('ranks titles starting with the keyword first, whatever its case, then by the share of the title it covers', async () => {
    // 13 (starts with it) before 3 and 3 (20 / 8 rounds half up, to 20 / 6's 3), those two by use.
    expect(kit.titles(await kit.search('籀文'), 'service')).toEqual([
      '籀文字形检索服务',
      '古籍中的籀文考释',
      '古籍籀文研究',
    ]);
    expect(kit.titles(await kit.search('opac'), 'service')).toEqual(['OPAC 检索指南', '图书馆 opac 续借']);
  });

  it('matches full pinyin and initials of titles', async () => {
    const initials = await kit.search('jzj');
    expect(kit.titles(initials, 'service')).toContain('奖助金申请');
    const hit = initials.groups
      .find((group) => group.kind === 'service')!
      .list.find((item) => item.title === '奖助金申请');
    expect(hitText(hit!)).toBe('奖助金');
    const full = await kit.search('xueshengzheng');
    expect(kit.titles(full, 'service')).toContain('学生证补办');
    expect(kit.titles(await kit.search('XueShengZhengBuBan'), 'service')).toEqual(['学生证补办']);
    // From a word's start: 外籍专家邀请 holds jzj (籍专家) mid-word, and zjyq (专家邀请) from a word; a sub-word
    // starts one too (英文 in 中英文成绩单打印).
    await kit.addApp('外籍专家邀请', { hits: 5000 });
    expect(kit.titles(await kit.search('jzj'), 'service')).not.toContain('外籍专家邀请');
    expect(new Set(kit.titles(await kit.search('zjyq'), 'service'))).toEqual(new Set(['外籍专家邀请']));
    expect(kit.titles(await kit.search('ywcjd'), 'service')).toContain('中英文成绩单打印');
    // A title whose initials start with the letters ranks first, above a busier one where a later word spells them.
    await kit.addApp('国家奖助金名单', { hits: 5000 });
    const ranked = kit.titles(await kit.search('jzj'), 'service');
    expect(ranked).toContain('国家奖助金名单');
    expect(ranked.indexOf('国家奖助金名单')).toBeGreaterThan(ranked.indexOf('奖助金申请'));
  });
});

describe('common words: counted up to a cap', () => {
  const guest = { uid: null, userType: null };
  const ask = (kind: 'all' | 'news', page: number, pageSize: number, cap: number) =>
    search(t.database.db, CAMPUS, guest, { keyword: '奖助金', kind, page, pageSize }, { cap });

  it('reports a kind with more matches than the cap as the cap, capped, its best ranked first', async () => {
    const uncapped = await kit.search('奖助金');
    expect(uncapped.totalCapped).toBe(false);
    expect(uncapped.groups.every((group) => group.totalCapped === false)).toBe(true);
    const capped = await ask('all', 1, 10, 1);
    const group = (kind: string) => capped.groups.find((item) => item.kind === kind)!;
    // Two services and two articles match, one business system.
    expect(group('service')).toMatchObject({ total: 1, totalCapped: true });
    expect(group('news')).toMatchObject({ total: 1, totalCapped: true });
    expect(group('system')).toMatchObject({ total: 1, totalCapped: false });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    // The page stops at the cap, and what it shows is the top of the full ranking.
    expect(kit.titles(capped, 'service')).toEqual(['奖助金查询']);
    expect(kit.titles(capped, 'news')).toEqual(['奖助金评审结果公示']);
    expect(kit.titles(await ask('news', 2, 1, 1), 'news')).toEqual([]);
    expect(kit.titles(await ask('news', 2, 1, 2), 'news')).toEqual(['学生资助工作会议召开']);
  });
});

describe('role, recipient and unit filtering', () => {
  it('a guest, a student and a teacher find what their roles let them open', async () => {
    const guest = await kit.search('奖助金');
    const asStudent = await kit.search('奖助金', student);
    const asTeacher = await kit.search('奖助金', teacher);
    expect(kit.titles(guest, 'service')).not.toContain('教职工奖助金核算');
    expect(kit.titles(asStudent, 'service')).not.toContain('教职工奖助金核算');
    expect(kit.titles(asTeacher, 'service')).toContain('教职工奖助金核算');
    expect(asStudent.groups.map((group) => group.kind)).toEqual(['service', 'system', 'news', 'notice', 'threeList']);
    // Notices are their recipients' own: the student's is found by the student only; guests search none.
    expect(kit.total(guest, 'notice')).toBeUndefined();
    expect(kit.titles(asStudent, 'notice')).toEqual(['关于奖助金材料补交的通知']);
    expect(kit.total(asTeacher, 'notice')).toBe(0);
    // A notice result leads to the notice itself, on either site.
    const [notice] = asStudent.groups.find((group) => group.kind === 'notice')!.list;
    expect(notice!.url).toMatch(/^\/info-center\?kind=notice&id=\d+$/);
    expect(notice!.mobileUrl).toBe(notice!.url.replace('/info-center', '/mobile/notice'));
  });

  it('keeps units apart', async () => {
    const gov = await kit.search('奖助金', undefined, '', 'gov.localhost');
    expect(gov.total).toBe(0);
    expect(gov.recommended.every((hit) => hit.kind === 'service')).toBe(true);
  });

  it('retrieve() answers the same filtering to other modules, with passages', async () => {
    const asStudent = await searchService.retrieve(t.database.db, {
      unit: { fid: CAMPUS },
      viewer: { uid: studentUid, userType: 'STUDENT' },
      query: '学生证丢了怎么补办',
    });
    expect(asStudent[0]).toMatchObject({ kind: 'service', title: '学生证补办' });
    expect(asStudent[0]!.passages.length).toBeGreaterThan(0);
    const guest = await searchService.retrieve(t.database.db, {
      unit: { fid: CAMPUS },
      viewer: { uid: null, userType: null },
      query: '奖助金 核算',
      kinds: ['service', 'notice'],
    });
    expect(guest.map((entry) => entry.title)).not.toContain('教职工奖助金核算');
    expect(guest.every((entry) => entry.kind === 'service')).toBe(true);
  });
});

describe('bounds', () => {
  const raw = (query: string) => kit.get(`${searchApi.search.path}?${query}`);

  it('refuses 101 characters and an empty keyword with a Chinese message; 100 pass', async () => {
    const long = await raw(`keyword=${encodeURIComponent('奖'.repeat(101))}`);
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('关键词不能超过 100 个字');
    expect((await raw(`keyword=${encodeURIComponent('奖'.repeat(100))}`)).status).toBe(200);
    const empty = await raw('keyword=%20%20');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请输入关键词');
    expect((await raw('keyword=a&kind=video')).status).toBe(400);
  });

  it('treats wildcards and backslashes as text and refuses control characters, never a 500', async () => {
    // Were a wildcard taken as one, these would match every record.
    for (const keyword of ['%', '_', '\\', '%_\\', '%%', "'; drop table apps; --", '"{}']) {
      const { status, body } = await raw(`keyword=${encodeURIComponent(keyword)}`);
      expect(status, keyword).toBe(200);
      expect(body.data.total, keyword).toBe(0);
    }
    // Between words they separate, as a space would.
    const between = await raw(`keyword=${encodeURIComponent('奖助金%申请')}`);
    expect(between.body.data.groups[0].list[0].title).toBe('奖助金申请');
    const nul = await raw('keyword=%00abc');
    expect(nul.status).toBe(400);
    expect(nul.body.msg).toMatch(/^关键词/);
  });
});

describe('zero results and suggestions', () => {
  it('offers near titles for a typo and the most used services', async () => {
    const result = await kit.search('将助金申请');
    expect(result.total, JSON.stringify(result.groups)).toBe(0);
    expect(result.suggestions).toContain('奖助金申请');
    const pinyin = await kit.search('jiangzhujim');
    expect(pinyin.total).toBe(0);
    expect(pinyin.suggestions).toContain('奖助金申请');
    expect(result.recommended.length).toBeGreaterThan(0);
    expect(result.recommended.map((hit) => hit.title)).not.toContain('教职工奖助金核算');
  });

  it('suggests titles, pinyin included, as one types', async () => {
    const { body } = await kit.get(`${searchApi.suggest.path}?keyword=${encodeURIComponent('奖助')}`);
    expect(body.data.map((item: { text: string }) => item.text)).toContain('奖助金申请');
    const pinyin = await kit.get(`${searchApi.suggest.path}?keyword=jzjsq`);
    expect(pinyin.body.data[0]).toMatchObject({ text: '奖助金申请', source: 'title', kind: 'service' });
  });
});

describe('history and hot terms', () => {
  it('keeps a user’s searches newest first, once each, at most 20; clears one or all; guests keep none', async () => {
    const nomenu = await kit.login('nomenu');
    for (const keyword of ['图书馆', '奖助金', '图书馆']) await kit.search(keyword, nomenu);
    // A later page or another tab is not a new search.
    await kit.search('校园卡', nomenu, '&kind=service');
    const records = async () => (await kit.get(searchApi.records.path, nomenu)).body.data as { keyword: string }[];
    expect((await records()).map((row) => row.keyword)).toEqual(['图书馆', '奖助金']);
    for (let index = 0; index < 21; index += 1) await kit.search(`词${index}`, nomenu);
    const kept = await records();
    expect(kept).toHaveLength(20);
    expect(kept[0]!.keyword).toBe('词20');
    expect(kept.map((row) => row.keyword)).not.toContain('图书馆');
    expect((await kit.post(searchApi.clearRecords.path, { keyword: '词20' }, nomenu)).body.data).toEqual({
      cleared: 1,
    });
    expect((await records())[0]!.keyword).toBe('词19');
    expect((await kit.post(searchApi.clearRecords.path, {}, nomenu)).body.data).toEqual({ cleared: 19 });
    expect(await records()).toEqual([]);
    // Guests: nothing kept, nothing to clear.
    await kit.search('奖助金');
    expect((await kit.get(searchApi.records.path)).body.data).toEqual([]);
    expect((await kit.post(searchApi.clearRecords.path, {})).body).toMatchObject({ success: false, code: 401 });
  });

  it('counts searches that found something towards the hot terms', async () => {
    for (let index = 0; index < 3; index += 1) await kit.search('奖助金查询');
    await kit.search('完全不存在的词语');
    // Counts are written in batches, a couple of seconds later (search.hot-terms.ts).
    await vi.waitFor(
      async () => {
        const counted = await t.database.db
          .select()
          .from(searchKeywords)
          .where(
            and(eq(searchKeywords.fid, CAMPUS), inArray(searchKeywords.keyword, ['奖助金查询', '完全不存在的词语'])),
          );
        expect(counted.map((row) => [row.keyword, row.count])).toEqual([['奖助金查询', 3]]);
      },
      { timeout: 15_000, interval: 250 },
    );
  });
});
