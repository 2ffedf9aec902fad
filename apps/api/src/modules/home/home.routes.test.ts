import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { fieldLabel, homeApi, siteConfigApi, type ContentBlock, type HomePageStatus } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { homeModules } from '../site-config/site-config.table';
import { newsArticles, newsCategories } from '../news/news.table';
import { searchKeywords } from './home.table';
import { addSearchKeyword } from './home.repository';

const t = useTestApp();
const kit = serviceHallKit(t);

async function data<T>(path: string, host = 'localhost'): Promise<T> {
  const { status, body } = await kit.get(path, undefined, host);
  expect(status, `${path}: ${body.msg}`).toBe(200);
  expect(body).toMatchObject({ success: true, code: 200 });
  return body.data as T;
}

const campusStatus: HomePageStatus[] = [
  { sign: 'banner', children: [] },
  { sign: 'quickNavigation', children: [] },
  { sign: 'tool', children: [] },
  { sign: 'service', children: [{ sign: 'hotApp' }, { sign: 'recommendApp' }] },
  { sign: 'content', children: [] },
  { sign: 'special', children: [] },
  { sign: 'statistic', children: [{ sign: 'homeStatistic' }, { sign: 'searchStatistic' }] },
];

describe('pageStatus (getHomePageStatus)', () => {
  it("gives the unit's template by default, or the template asked for, in order", async () => {
    expect(await data(homeApi.pageStatus.path)).toEqual(campusStatus);
    const gov = await data<HomePageStatus[]>(homeApi.pageStatus.path, 'gov.localhost');
    expect(gov.map((module) => module.sign)).toEqual(['banner', 'car', 'service', 'content', 'special', 'statistic']);
    expect(gov[2]!.children).toEqual([{ sign: 'personal' }, { sign: 'legal' }]);
    // The template asked for picks that template's layout; a unit keeps its own kind of content in each (issue 35).
    expect(await data(`${homeApi.pageStatus.path}?template=1`, 'gov.localhost')).toEqual(gov);
    expect(await data(`${homeApi.pageStatus.path}?template=3`)).toEqual(campusStatus);
  });

  it('leaves out disabled modules and disabled sub-modules, and the children of a disabled module', async () => {
    const { db } = t.database;
    const toggle = (enabled: boolean) =>
      db
        .update(homeModules)
        .set({ enabled })
        .where(
          and(
            eq(homeModules.fid, 100001),
            eq(homeModules.template, 1),
            inArray(homeModules.sign, ['special', 'searchStatistic', 'service']),
          ),
        );
    await toggle(false);
    try {
      // The cache hears of the change through the database's notice (ADR 018): on PostgreSQL that takes a moment.
      await expect
        .poll(() => data(homeApi.pageStatus.path))
        .toEqual([
          { sign: 'banner', children: [] },
          { sign: 'quickNavigation', children: [] },
          { sign: 'tool', children: [] },
          { sign: 'content', children: [] },
          { sign: 'statistic', children: [{ sign: 'homeStatistic' }] },
        ]);
      // The layout still names every module; other units and templates are untouched.
      expect((await data<{ sign: string }[]>(siteConfigApi.homeModules.path)).map((m) => m.sign)).toContain('special');
      expect(await data(homeApi.pageStatus.path, '331906.localhost')).toEqual(campusStatus);
    } finally {
      await toggle(true);
    }
    await expect.poll(() => data(homeApi.pageStatus.path)).toEqual(campusStatus);
  });
});

describe('tools and theme cards', () => {
  it('lists the common tools of the unit in order', async () => {
    const tools = await data<{ name: string; icon: string; link: string }[]>(homeApi.tools.path);
    expect(tools.slice(0, 4).map((tool) => tool.name)).toEqual(['校园卡', '成绩查询', '我的课表', '空教室']);
    expect(tools.every((tool) => tool.icon && /^(https?:\/\/|\/)/.test(tool.link))).toBe(true);
    const gov = await data<{ name: string }[]>(homeApi.tools.path, 'gov.localhost');
    expect(gov.map((tool) => tool.name)).toContain('办件进度查询');
    expect(gov.map((tool) => tool.name)).not.toContain('校园卡');
  });

  it('lists the theme cards of the unit in order', async () => {
    const cars = await data<{ title: string; subtitle: string; image: string }[]>(homeApi.cars.path, 'gov.localhost');
    expect(cars.slice(0, 3).map((car) => car.title)).toEqual(['新生儿出生一件事', '企业开办一件事', '退休一件事']);
    expect(cars.every((car) => car.subtitle && car.image)).toBe(true);
    expect((await data<{ title: string }[]>(homeApi.cars.path)).map((car) => car.title)).toContain('新生入学');
  });
});

describe('content', () => {
  it('gives each content category, in order, with its showType and its newest items first (6 by default)', async () => {
    const blocks = await data<ContentBlock[]>(homeApi.content.path);
    expect(blocks.map(({ name, showType }) => [name, showType])).toEqual([
      ['学校要闻', 2],
      ['通知公告', 1],
      ['学术动态', 1],
      ['校园风采', 3],
    ]);
    for (const block of blocks) {
      expect(block.items).toHaveLength(6);
      const dates = block.items.map((item) => item.publishedAt);
      expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(blocks[0]!.items[0]!.title).toBe('学校召开2026年秋季学期教学工作会议');
    const gov = await data<ContentBlock[]>(`${homeApi.content.path}?size=3`, 'gov.localhost');
    expect(gov.map(({ name, showType }) => [name, showType])).toEqual([
      ['政务要闻', 2],
      ['通知公告', 1],
      ['政策解读', 1],
    ]);
    expect(gov.every((block) => block.items.length === 3)).toBe(true);
  });

  it('puts a newly published item first, dated by its Asia/Shanghai day', async () => {
    // 学术动态 is a news category: the block shows its articles (ADR 029), linked to their pages on this site.
    const [category] = await t.database.db
      .select()
      .from(newsCategories)
      .where(and(eq(newsCategories.fid, 100001), eq(newsCategories.name, '学术动态')));
    const [article] = await t.database.db
      .insert(newsArticles)
      .values({
        fid: 100001,
        categoryId: category!.id,
        title: '学术报告：量子计算的新进展',
        // 2027-01-01 01:30 in Shanghai is still 2026-12-31 in UTC.
        publishedAt: new Date('2026-12-31T17:30:00Z'),
      })
      .returning({ id: newsArticles.id });
    const blocks = await data<ContentBlock[]>(`${homeApi.content.path}?size=1`);
    const academic = blocks.find((block) => block.name === '学术动态')!;
    expect(academic.items).toEqual([
      expect.objectContaining({
        title: '学术报告：量子计算的新进展',
        publishedAt: '2027-01-01',
        image: '',
        summary: '',
        link: `/news/detail/${article!.id}`,
      }),
    ]);
    expect(blocks.find((block) => block.name === '学校要闻')!.items).toHaveLength(1);
    // Each news block names its news category (its 更多 page), not the home block's own id; the picture wall has none.
    expect(academic.newsCategoryId).toBe(category!.id);
    expect(blocks.find((block) => block.name === '校园风采')!.newsCategoryId).toBeNull();
  });
});

describe('searchStatistic', () => {
  it('gives the ten most searched keywords of the unit, most searched first', async () => {
    const campus = await data<{ keyword: string; count: number }[]>(homeApi.searchStatistic.path);
    expect(campus.map((item) => item.keyword)).toEqual([
      '奖学金',
      '成绩单',
      '校园卡',
      '请假',
      '宿舍报修',
      '课表',
      '四六级',
      '在读证明',
      'VPN',
      '图书馆',
    ]);
    const gov = await data<{ keyword: string }[]>(homeApi.searchStatistic.path, 'gov.localhost');
    expect(gov.slice(0, 4).map((item) => item.keyword)).toEqual(['社保', '公积金', '营业执照', '居住证']);
  });

  it('counts searches fed by the search feature', async () => {
    const { db } = t.database;
    const top = async () =>
      (await data<{ keyword: string; count: number }[]>(homeApi.searchStatistic.path, '331906.localhost')).map(
        (item) => `${item.keyword}:${item.count}`,
      );
    await addSearchKeyword(db, 331906, '考研');
    await addSearchKeyword(db, 331906, '考研');
    const [kaoyan] = await db
      .select({ count: searchKeywords.count })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.fid, 331906), eq(searchKeywords.keyword, '考研')));
    expect(kaoyan).toEqual({ count: 2 });
    // 空教室 (512) overtakes 图书馆 (590), the tenth, after 79 more searches.
    for (let i = 0; i < 78; i += 1) await addSearchKeyword(db, 331906, '空教室');
    expect((await top()).at(-1)).toBe('图书馆:590');
    await addSearchKeyword(db, 331906, '空教室');
    expect((await top()).slice(-2)).toEqual(['VPN:655', '空教室:591']);
    expect((await data<{ keyword: string }[]>(homeApi.searchStatistic.path)).at(-1)!.keyword).toBe('图书馆');
  });
});

describe('bad input', () => {
  it.each([
    [`${homeApi.visit.path}?terminalType=4`, 'terminalType'],
    [homeApi.visit.path, 'terminalType'],
    [`${homeApi.recommendByType.path}?type=x`, 'type'],
    [`${homeApi.recommendByType.path}?type=hot&audience=nobody`, 'audience'],
    [`${homeApi.recommendByType.path}?type=hot&size=21`, 'size'],
    [`${homeApi.content.path}?size=0`, 'size'],
    [`${homeApi.special.path}?id=abc`, 'id'],
    [`${homeApi.recommendation.path}?id=abc`, 'id'],
    [`${homeApi.pageStatus.path}?template=9`, 'template'],
  ])('answers %s with 400 and a Chinese message naming %s by its label', async (url, field) => {
    const { status, body } = await kit.get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400, data: null });
    expect(body.msg).toContain(fieldLabel([field]));
    expect(body.msg).not.toContain(field);
  });
});
