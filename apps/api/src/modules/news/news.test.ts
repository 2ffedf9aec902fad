import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsApi, type NewsArticle, type NewsCategory, type NewsItem } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { newsArticles, newsCategories } from './news.table';

const t = useTestApp();
const kit = serviceHallKit(t);
const GOV = 'gov.localhost';

const categories = async (token?: string, host?: string) =>
  (await kit.get(newsApi.customCategories.path, token, host)).body.data as NewsCategory[];
const list = async (query: string, host?: string) => {
  const { status, body } = await kit.get(`${newsApi.list.path}?${query}`, undefined, host);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { list: NewsItem[]; total: number };
};
const subscribe = (categoryIds: unknown, token?: string, host?: string) =>
  kit.post(newsApi.subscribe.path, { categoryIds }, token, host);

describe('config and categories', () => {
  it('answers the config with defaults and the six campus categories, two of them top', async () => {
    expect((await kit.get(newsApi.config.path)).body.data).toEqual({
      title: '新闻资讯',
      pageSize: 10,
      showViews: 1,
      previewSize: 6,
    });
    const all = await categories();
    expect(all.map((category) => category.name)).toEqual([
      '通知公告',
      '学校要闻',
      '学术动态',
      '招生就业',
      '校园生活',
      '媒体报道',
    ]);
    expect(all.every((category) => !category.subscribed)).toBe(true);
    const top = (await kit.get(newsApi.topCategories.path)).body.data as NewsCategory[];
    expect(top.map((category) => category.name)).toEqual(['通知公告', '学校要闻']);
  });

  it('keeps units apart: the government unit has its own categories and articles', async () => {
    const gov = await categories(undefined, GOV);
    expect(gov.map((category) => category.name)).toEqual(['政务要闻', '通知公告', '政策解读', '媒体报道']);
    const campusIds = new Set((await categories()).map((category) => category.categoryId));
    expect(gov.some((category) => campusIds.has(category.categoryId))).toBe(false);
    const campusArticle = (await list('pageSize=1')).list[0]!;
    // Another unit's category and article are as unknown there as missing ones.
    expect((await kit.get(`${newsApi.list.path}?categoryId=${[...campusIds][0]}`, undefined, GOV)).body).toMatchObject({
      success: false,
      code: 404,
      msg: '栏目不存在',
    });
    expect((await kit.get(`${newsApi.detail.path}?id=${campusArticle.id}`, undefined, GOV)).body).toMatchObject({
      success: false,
      code: 404,
      msg: '新闻不存在',
    });
    const govTotal = (await list('pageSize=100', GOV)).list;
    expect(govTotal.some((item) => item.id === campusArticle.id)).toBe(false);
    // A unit without news answers empty lists, not errors.
    expect(await categories(undefined, '39374.localhost')).toEqual([]);
  });
});

describe('lists', () => {
  it('pages a category newest first with totals, and seeds at least 300 articles', async () => {
    const all = await list('pageSize=1');
    expect(all.total).toBeGreaterThanOrEqual(300);
    const [notices] = await categories();
    const first = await list(`categoryId=${notices!.categoryId}&page=1&pageSize=20`);
    const second = await list(`categoryId=${notices!.categoryId}&page=2&pageSize=20`);
    expect(first.total).toBeGreaterThanOrEqual(50);
    expect(first.list).toHaveLength(20);
    expect(first.list.every((item) => item.categoryId === notices!.categoryId)).toBe(true);
    const times = [...first.list, ...second.list].map((item) => item.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set([...first.list, ...second.list].map((item) => item.id)).size).toBe(40);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Past the end: an empty page with the same total.
    expect(await list(`categoryId=${notices!.categoryId}&page=1000&pageSize=20`)).toEqual({
      list: [],
      total: first.total,
    });
  });

  it('answers pictures we serve with their size', async () => {
    const items = (await list('pageSize=100')).list.filter((item) => item.image);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.image).toMatch(/^\/assets\/demo\/home\/[\w-]+\.svg$/);
      expect([item.imageWidth, item.imageHeight]).toEqual([480, 320]);
    }
  });

  it.each([
    ['page=0', '页码从 1 开始'],
    ['page=10001', '页码不能超过 10000'],
    ['pageSize=0', '每页条数至少为 1'],
    ['pageSize=-3', '每页条数至少为 1'],
    ['pageSize=abc', '每页条数'],
    ['categoryId=abc', '栏目必须是数字编号'],
    ['categoryId=99999999999', '栏目'],
  ])('refuses %s with a Chinese 400', async (query, message) => {
    const { status, body } = await kit.get(`${newsApi.list.path}?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.msg).toContain(message);
  });
});

describe('articles', () => {
  it('credits the hand-written notices to who issues them', async () => {
    const sources = await t.database.db
      .select({ title: newsArticles.title, source: newsArticles.source })
      .from(newsArticles)
      .where(eq(newsArticles.fid, 100001));
    const sourceOf = (title: string) => sources.find((article) => article.title === title)?.source;
    expect(sourceOf('关于2026—2027学年第一学期期末考试安排的通知')).toBe('教务处');
    expect(sourceOf('关于2027年元旦和寒假放假安排的通知')).toBe('党政办公室');
    expect(sourceOf('关于冬季供暖期间加强宿舍安全用电管理的通知')).toBe('后勤保障处');
    // Only where a category's source is a department: the government unit's notices keep its own issuer.
    const [gov] = await t.database.db
      .select({ source: newsArticles.source })
      .from(newsArticles)
      .where(eq(newsArticles.title, '关于住房公积金业务系统升级暂停服务的公告'));
    expect(gov?.source).toBe('示范市政务服务管理局');
  });

  it('answers an article with its category, source, time and body, and counts views', async () => {
    const item = (await list('pageSize=1')).list[0]!;
    const { body } = await kit.get(`${newsApi.detail.path}?id=${item.id}`);
    const article = body.data as NewsArticle;
    expect(article).toMatchObject({
      id: item.id,
      title: item.title,
      source: item.source,
      publishTime: item.publishTime,
    });
    expect(article.categoryName).toBeTruthy();
    expect(article.content).toMatch(/^<p>/);
    const before = (await kit.get(`${newsApi.view.path}?id=${item.id}`)).body.data.views as number;
    expect((await kit.get(`${newsApi.view.path}?id=${item.id}`)).body.data).toEqual({ views: before + 1 });
    expect((await kit.get(`${newsApi.view.path}?id=999999`)).body).toMatchObject({ code: 404, msg: '新闻不存在' });
    expect((await kit.get(`${newsApi.detail.path}?id=0`)).body).toMatchObject({ code: 400 });
    expect((await kit.get(newsApi.detail.path)).status).toBe(400);
  });

  it('never answers a script, an event handler or a javascript: link, whatever was stored', async () => {
    const [category] = await t.database.db.select().from(newsCategories).where(eq(newsCategories.fid, 100001)).limit(1);
    const [row] = await t.database.db
      .insert(newsArticles)
      .values({
        fid: 100001,
        categoryId: category!.id,
        title: '测试',
        content:
          '<p>正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>' +
          '<a href="https://example.edu.cn/" target="_blank">外链</a><iframe src="https://evil.example"></iframe>',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning({ id: newsArticles.id });
    const { content } = (await kit.get(`${newsApi.detail.path}?id=${row!.id}`)).body.data as NewsArticle;
    expect(content).toContain('<p>正文</p>');
    expect(content).toContain('<a href="https://example.edu.cn/" target="_blank" rel="noopener noreferrer">外链</a>');
    for (const bad of ['<script', 'alert', 'onerror', 'javascript:', '<iframe']) expect(content).not.toContain(bad);
  });

  it('keeps only pictures we serve with their size, so nothing shifts when they arrive', async () => {
    const [category] = await t.database.db.select().from(newsCategories).where(eq(newsCategories.fid, 100001)).limit(1);
    const [row] = await t.database.db
      .insert(newsArticles)
      .values({
        fid: 100001,
        categoryId: category!.id,
        title: '图片测试',
        content:
          '<p>正文</p><img src="/assets/demo/home/news-campus-lab.svg" alt="实验室" width="480" height="320">' +
          '<img src="https://elsewhere.example/a.png" width="480" height="320">' +
          '<img src="//elsewhere.example/b.png" width="480" height="320">' +
          '<img src="/assets/demo/home/campus-lake.svg"><img src="/c.svg" width="0" height="320">',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning({ id: newsArticles.id });
    const { content } = (await kit.get(`${newsApi.detail.path}?id=${row!.id}`)).body.data as NewsArticle;
    expect(content.match(/<img [^>]*>/g)).toEqual([
      '<img src="/assets/demo/home/news-campus-lab.svg" alt="实验室" width="480" height="320" />',
    ]);
    // Every seeded article's pictures are ours and sized.
    const seeded = (await list('pageSize=100')).list.find((item) => item.image)!;
    expect(seeded).toMatchObject({ imageWidth: 480, imageHeight: 320 });
    const article = (await kit.get(`${newsApi.detail.path}?id=${seeded.id}`)).body.data as NewsArticle;
    for (const tag of article.content.match(/<img [^>]*>/g) ?? []) {
      expect(tag).toMatch(/src="\/assets\/demo\/home\/[\w-]+\.svg".* width="480" height="320"/);
    }
  });
});

describe('subscriptions', () => {
  it('orders the categories by what the user subscribed to, per user, and refuses guests', async () => {
    const teacher = await kit.login('T1001');
    const all = await categories(teacher);
    const [a, , , , b] = all;
    const answered = await subscribe([b!.categoryId, a!.categoryId], teacher);
    expect(answered.status).toBe(200);
    const ordered = await categories(teacher);
    expect(ordered.slice(0, 2).map((category) => [category.name, category.subscribed])).toEqual([
      [b!.name, true],
      [a!.name, true],
    ]);
    expect(ordered).toHaveLength(all.length);
    expect(answered.body.data).toEqual(ordered);
    // Another user and guests keep the default order.
    const student = await kit.login('2023001');
    expect((await categories(student)).map((category) => category.name)).toEqual(all.map((c) => c.name));
    expect((await categories()).every((category) => !category.subscribed)).toBe(true);
    expect((await subscribe([a!.categoryId], await kit.guest())).body).toMatchObject({ success: false, code: 401 });
    expect((await subscribe([a!.categoryId])).body).toMatchObject({ success: false, code: 401 });
    // An empty list unsubscribes from everything.
    await subscribe([], teacher);
    expect((await categories(teacher)).map((category) => category.name)).toEqual(all.map((c) => c.name));
  });

  it('refuses bad bodies and other units’ categories with a Chinese 400', async () => {
    const teacher = await kit.login('T1001');
    const [a] = await categories(teacher);
    const [gov] = await categories(undefined, GOV);
    for (const [body, message] of [
      [[a!.categoryId, a!.categoryId], '不能重复'],
      [['x'], '栏目'],
      [[0], '编号必须是正整数'],
      [Array.from({ length: 21 }, (_, i) => i + 1), '最多订阅 20 个栏目'],
      [[gov!.categoryId], '栏目不存在'],
    ] as const) {
      const { status, body: answer } = await subscribe(body, teacher);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.msg).toContain(message);
    }
  });
});
