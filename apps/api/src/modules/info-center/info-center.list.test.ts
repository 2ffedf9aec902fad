import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { infoCenterApi, newsApi, type InfoUnread, type NewsCategory } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { newsArticles } from '../news/news.table';
import { users } from '../users/users.table';
import { inboxItems } from './info-center.table';
import { infoCenterCalls } from './info-center.test-kit';

// The information center (/info-center): notices, messages and subscribed news in one list, and mark-all-read.
const t = useTestApp();
const kit = serviceHallKit(t);
const { ok, messages, show, info } = infoCenterCalls(kit);
const GOV = 'gov.localhost';

describe('information center', () => {
  it('merges notices, messages and fresh subscribed news; filters by kind and read state; marks all read', async () => {
    const citizen = await kit.login('citizen', GOV);
    const [category] = await ok<NewsCategory[]>(kit.get(newsApi.customCategories.path, citizen, GOV));
    await ok(kit.post(newsApi.subscribe.path, { categoryIds: [category!.categoryId] }, citizen, GOV));
    const [owner] = await t.database.db.select({ fid: users.fid }).from(users).where(eq(users.username, 'citizen'));
    const fid = owner!.fid;
    const [fresh] = await t.database.db
      .insert(newsArticles)
      .values({ fid, categoryId: category!.categoryId, title: '今日发布的新政策', publishedAt: new Date() })
      .returning({ id: newsArticles.id });

    const all = await info(citizen, 'pageSize=100', GOV);
    expect(new Set(all.list.map((item) => item.kind))).toEqual(new Set(['notice', 'message', 'news']));
    expect(all.unread).toMatchObject({ notice: 2, message: 1 });
    expect(all.unread.news).toBeGreaterThanOrEqual(1);
    expect(all.unread.all).toBe(all.unread.notice + all.unread.message + all.unread.news);
    const times = all.list.map((item) => item.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.list[0]).toMatchObject({ kind: 'news', id: fresh!.id, read: 0, url: `/news/detail/${fresh!.id}` });

    const onlyMessages = await info(citizen, 'kind=message', GOV);
    expect(onlyMessages.list.every((item) => item.kind === 'message')).toBe(true);
    // A message's source system is in the list too: the opened message links to it (issue 35 item 4).
    expect(
      onlyMessages.list.some((item) => /^\/to-handle-service\?appId=\d+&terminalType=1$/.test(item.sourceUrl)),
    ).toBe(true);
    expect(all.list.filter((item) => item.kind === 'news').every((item) => item.sourceUrl === '')).toBe(true);
    expect(onlyMessages.total).toBe(2);
    const unread = await info(citizen, 'read=0&pageSize=100', GOV);
    expect(unread.list.every((item) => item.read === 0)).toBe(true);
    expect(unread.total).toBe(unread.unread.all);
    expect(await info(citizen, 'page=99', GOV)).toMatchObject({ list: [], total: all.total });
    expect((await info(citizen, 'page=2&pageSize=3', GOV)).list).toHaveLength(3);

    // Reading the article (its view call, as the article page makes it) marks it read here.
    await ok(kit.get(`${newsApi.view.path}?id=${fresh!.id}`, citizen, GOV));
    const news = await info(citizen, 'kind=news', GOV);
    expect(news.list.find((item) => item.id === fresh!.id)!.read).toBe(1);

    const { status, body } = await kit.post(infoCenterApi.readAll.path, { kind: 'message' }, citizen, GOV);
    expect(status).toBe(200);
    expect(body.data.unread.message).toBe(0);
    expect(body.data.unread.notice).toBe(2);
    const cleared = await ok<{ unread: InfoUnread }>(kit.post(infoCenterApi.readAll.path, {}, citizen, GOV));
    expect(cleared.unread).toEqual({ all: 0, notice: 0, message: 0, news: 0 });
    expect((await show(citizen, GOV)).unreadCount).toBe(0);
    expect((await info(citizen, 'read=0', GOV)).total).toBe(0);
    // Other users' inboxes are untouched.
    const student = await kit.login('2023001');
    expect((await messages(student)).unReadCount).toBeGreaterThan(0);
  });

  it('shows one notice or message by id (where a search result leads): only the user’s own, never news', async () => {
    const student = await kit.login('2023001');
    const all = await info(student, 'pageSize=100');
    const notice = all.list.find((item) => item.kind === 'notice')!;
    const one = await info(student, `kind=notice&id=${notice.id}`);
    expect(one.list).toEqual([notice]);
    expect(one.total).toBe(1);
    expect((await info(student, `id=${notice.id}`)).list).toEqual([notice]);
    // Someone else's notice: nothing, as if it did not exist.
    const [foreign] = await t.database.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .innerJoin(users, eq(users.uid, inboxItems.uid))
      .where(and(eq(users.username, 'T1001'), eq(inboxItems.kind, 'notice')));
    expect(await info(student, `kind=notice&id=${foreign!.id}`)).toMatchObject({ list: [], total: 0 });
    expect((await info(student, `kind=news&id=${notice.id}`)).list).toEqual([]);
    const bad = await kit.get(`${infoCenterApi.list.path}?id=abc`, student);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('必须是数字编号');
  });

  it('marks signed-in answers no-store and refuses a cross-site mark-all-read', async () => {
    const teacher = await kit.login('T1001');
    const response = await t.app.inject({
      method: 'GET',
      url: infoCenterApi.list.path,
      headers: { host: 'localhost', authorization: `Bearer ${teacher}` },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: infoCenterApi.readAll.path,
      headers: { host: 'localhost', authorization: `Bearer ${teacher}`, origin: 'https://evil.example' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    const unread = await t.database.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .innerJoin(users, eq(users.uid, inboxItems.uid))
      .where(and(eq(users.username, 'T1001'), eq(inboxItems.fid, 100001)));
    expect(unread.length).toBeGreaterThan(0);
  });
});
