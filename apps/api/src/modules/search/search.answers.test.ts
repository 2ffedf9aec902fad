import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, searchApi, type SearchResult } from '@yizhan/contracts';
import { buildApp } from '../../app';
import { TEST_PERSONAL_DATA_KEY, useTestApp } from '../../test/test-app';
import { inboxItems } from '../info-center/info-center.table';
import { newsArticles } from '../news/news.table';
import { users } from '../users/users.table';
import { searchEntries, searchQueue } from '@yizhan/search/testing';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);

/** A second instance of the API on the same database, as a deployment with two app servers has. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({
    env: { NODE_ENV: 'test', TRUSTED_PROXIES: ['127.0.0.1'], LOG_LEVEL: 'silent' },
    database: t.database,
    loadLimits: false,
    personalDataKey: TEST_PERSONAL_DATA_KEY,
  });
});
afterAll(async () => {
  await other?.close();
});

const newsTitles = (result: SearchResult) => kit.titles(result, 'news');

/** The uid of a demo account of the campus. */
async function uidOf(username: string): Promise<number> {
  const [user] = await t.database.db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, CAMPUS), eq(users.username, username)));
  return user!.uid;
}

/** A notice in one user's inbox, as the message center delivers it (the triggers queue it for the index). */
async function sendNotice(username: string, title: string): Promise<number> {
  const [row] = await t.database.db
    .insert(inboxItems)
    .values({
      fid: CAMPUS,
      uid: await uidOf(username),
      kind: 'notice',
      title,
      content: '详见附件。',
      sentAt: new Date(),
    })
    .returning({ id: inboxItems.id });
  return row!.id;
}
const newsEntry = (id: number) => and(eq(searchEntries.kind, 'news'), eq(searchEntries.sourceId, id));

describe('answers kept by the index version (ADR 036)', () => {
  it('sends an answer as the bytes its contract serializes, and a kept one as the same bytes', async () => {
    const url = `${searchApi.search.path}?keyword=${encodeURIComponent('奖学金')}`;
    const send = () => t.app.inject({ url, headers: { host: 'localhost' } });
    const [first, kept] = [await send(), await send()];
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kit.total(first.json().data as SearchResult, 'service')).toBeGreaterThan(0);
    // What the route's serializer writes: the envelope through the contract's schema, then JSON.
    expect(first.body).toBe(JSON.stringify(envelopeSchema(searchApi.search.data).parse(first.json())));
    expect(kept.body).toBe(first.body);
    expect(kept.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('answers a repeated search from memory while the index stays the same, and afresh once it changed', async () => {
    const version = t.app.cache.version;
    const id = await kit.addNews('琴湖音乐厅演出季开幕', '本学期共安排演出二十场。');
    // On PostgreSQL the insert's change notice arrives a moment later (ADR 018): arriving after the second search, it
    // would move the data version the kept answer's key carries, and the third search would miss that answer.
    await expect.poll(() => t.app.cache.version, { timeout: 5_000 }).toBeGreaterThan(version);
    // The first search indexes the queued article, so its answer is not kept; the second one is. (The page caches'
    // data version moves with every news insert, so the kept answers are keyed by it too: hence the same insert
    // before each first search.)
    expect(newsTitles(await kit.search('琴湖音乐厅'))).toEqual(['琴湖音乐厅演出季开幕']);
    expect(newsTitles(await kit.search('琴湖音乐厅'))).toEqual(['琴湖音乐厅演出季开幕']);
    // Written behind the index's back (no queue row, no new version): the kept answer is what comes back, which
    // shows the second search did not read the entries.
    await t.database.db.update(searchEntries).set({ title: '改写的标题' }).where(eq(searchEntries.sourceId, id));
    expect(newsTitles(await kit.search('琴湖音乐厅'))).toEqual(['琴湖音乐厅演出季开幕']);
    // Another keyword, page or viewer is its own answer.
    expect(newsTitles(await kit.search('琴湖音乐厅', undefined, '&kind=news'))).toEqual(['改写的标题']);
    // A new index version (any drain or rebuild step advances it) makes the kept answer unreachable.
    await t.database.db.execute(sql`SELECT nextval('search_index_version')`);
    expect(newsTitles(await kit.search('琴湖音乐厅'))).toEqual(['改写的标题']);
  });

  it('ranks a search once: another page, kind or page size of it reads only its rows, until the index changes', async () => {
    const first = await kit.addNews('琴台夜读会第一期', '共读一本书。', 10);
    const second = await kit.addNews('琴台夜读会第二期', '共读一本书。', 5);
    // The first search indexes the queued articles (nothing kept); the second ranks them and keeps the ranking.
    expect(newsTitles(await kit.search('琴台夜读'))).toEqual(['琴台夜读会第一期', '琴台夜读会第二期']);
    expect(newsTitles(await kit.search('琴台夜读'))).toEqual(['琴台夜读会第一期', '琴台夜读会第二期']);
    // Behind the index's back, the second article stops matching and the first is renamed: a page of the kept
    // ranking still places the second, and reads each row as it is now.
    const db = t.database.db;
    await db.update(searchEntries).set({ titleTerms: [], bodyTerms: [] }).where(newsEntry(second));
    await db.update(searchEntries).set({ title: '琴台夜读会首期' }).where(newsEntry(first));
    const page = async (n: number) => kit.search('琴台夜读', undefined, `&kind=news&pageSize=1&page=${n}`);
    expect(newsTitles(await page(2))).toEqual(['琴台夜读会第二期']);
    expect(newsTitles(await page(1))).toEqual(['琴台夜读会首期']);
    expect(kit.total(await page(1), 'news')).toBe(2);
    // A new index version ranks again: the second article no longer matches.
    await db.execute(sql`SELECT nextval('search_index_version')`);
    expect(newsTitles(await page(2))).toEqual([]);
    expect(kit.total(await kit.search('琴台夜读', undefined, '&kind=news&pageSize=3'), 'news')).toBe(1);
  });

  it('never answers from memory while a change waits in the queue', async () => {
    const id = await kit.addNews('枫林书院讲座预告', '讲座面向全校师生。');
    expect(newsTitles(await kit.search('枫林书院'))).toEqual(['枫林书院讲座预告']);
    expect(newsTitles(await kit.search('枫林书院'))).toEqual(['枫林书院讲座预告']);
    await t.database.db.update(newsArticles).set({ title: '枫林书院讲座改期' }).where(eq(newsArticles.id, id));
    expect(newsTitles(await kit.search('枫林书院'))).toEqual(['枫林书院讲座改期']);
  });

  it("sees another instance's change: its drain advances the version this instance reads", async () => {
    // A notice: its inbox row announces nothing to the page caches, so only the version of the student's own
    // entries can tell (ADR 047).
    const id = await sendNotice('2023001', '星湖实验室开放日');
    const student = await kit.login('2023001');
    const notices = async () => kit.titles(await kit.search('星湖实验室', student), 'notice');
    expect(await notices()).toEqual(['星湖实验室开放日']);
    expect(await notices()).toEqual(['星湖实验室开放日']);
    await t.database.db.update(inboxItems).set({ title: '星湖实验室开放日延期' }).where(eq(inboxItems.id, id));
    // The other instance serves the student's next search: it drains the queue, so this one finds no queued change,
    // only a newer version of the student's own entries.
    const answer = await other.inject({
      method: 'GET',
      url: `${searchApi.search.path}?keyword=${encodeURIComponent('星湖实验室')}`,
      headers: { host: 'localhost', authorization: `Bearer ${student}` },
    });
    expect(answer.statusCode).toBe(200);
    const queued = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM search_queue`);
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await notices()).toEqual(['星湖实验室开放日延期']);
  });
});

describe("a user's own entries have their own version (ADR 047)", () => {
  it("a notice to one user forgets that user's kept searches only: a guest's and another user's stay kept", async () => {
    const version = t.app.cache.version;
    const id = await kit.addNews('云栖书院读书月开幕', '本月共读十本书。');
    await expect.poll(() => t.app.cache.version, { timeout: 5_000 }).toBeGreaterThan(version);
    const [student, teacher] = [await kit.login('2023001'), await kit.login('T1001')];
    const searches = {
      guest: () => kit.search('云栖书院'),
      teacher: () => kit.search('云栖书院', teacher),
      student: () => kit.search('云栖书院', student),
    };
    // Each viewer's second search is kept (the first indexes the article or finds the index changed).
    for (const search of Object.values(searches)) {
      await search();
      expect(newsTitles(await search())).toEqual(['云栖书院读书月开幕']);
    }
    // Renamed behind the index's back (no queue row, no version): a kept answer still shows the old title.
    await t.database.db.update(searchEntries).set({ title: '云栖书院读书月闭幕' }).where(newsEntry(id));
    await sendNotice('2023001', '云栖书院借阅证领取通知');
    // The queued change names its one reader.
    const queued = await t.database.db.select({ ownerUid: searchQueue.ownerUid }).from(searchQueue);
    expect(queued).toEqual([{ ownerUid: await uidOf('2023001') }]);
    // Nobody else waits for it: the guest's and the teacher's answers are still the kept ones.
    expect(newsTitles(await searches.guest())).toEqual(['云栖书院读书月开幕']);
    expect(newsTitles(await searches.teacher())).toEqual(['云栖书院读书月开幕']);
    // The student's search indexes the notice and searches afresh: the notice, and the article as it is now.
    const mine = await searches.student();
    expect(kit.titles(mine, 'notice')).toEqual(['云栖书院借阅证领取通知']);
    expect(newsTitles(mine)).toEqual(['云栖书院读书月闭幕']);
    // The drain advanced the student's own version, not the index's: the others' answers are still kept.
    expect(await t.database.db.select().from(searchQueue)).toEqual([]);
    expect(newsTitles(await searches.guest())).toEqual(['云栖书院读书月开幕']);
    expect(newsTitles(await searches.teacher())).toEqual(['云栖书院读书月开幕']);
    // A change of everyone's entries reaches everyone.
    await t.database.db.execute(sql`SELECT nextval('search_index_version')`);
    expect(newsTitles(await searches.guest())).toEqual(['云栖书院读书月闭幕']);
    expect(newsTitles(await searches.teacher())).toEqual(['云栖书院读书月闭幕']);
  });

  it("a later page of a user's kept ranking is ranked again after their own entries changed", async () => {
    await sendNotice('T1001', '松风讲堂第一讲');
    const teacher = await kit.login('T1001');
    const page = (n: number) => kit.search('松风讲堂', teacher, `&kind=notice&pageSize=1&page=${n}`);
    expect(kit.total(await page(1), 'notice')).toBe(1);
    expect(kit.total(await page(1), 'notice')).toBe(1);
    await sendNotice('T1001', '松风讲堂第二讲');
    // Page 2 is another answer, but the ranking it would be read from is the kept one of one notice.
    expect(kit.titles(await page(2), 'notice')).toHaveLength(1);
    expect(kit.total(await page(2), 'notice')).toBe(2);
  });
});
