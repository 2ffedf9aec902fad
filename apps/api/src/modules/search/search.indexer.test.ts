import { and, count, eq, isNotNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { PortalMetrics } from '../../lib/metrics';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { inboxItems, noticeTypes } from '../info-center/info-center.table';
import { users } from '../users/users.table';
import { CAMPUS, searchKit } from './search.test-kit';
import { drainSearchQueue } from '@yizhan/search';
import { indexState, searchEntries, searchQueue } from '@yizhan/search/testing';
import { scheduleSearchIndexing } from './search.schedule';
import { newsArticles } from '../news/news.table';
import { appGuides, apps } from '../service-hall/service-hall.table';
import { backgroundLeader } from '../../lib/background-leader';

const t = useTestApp();
const kit = searchKit(t);

const queued = async () => (await t.database.db.select({ n: count() }).from(searchQueue))[0]!.n;

describe('draining the search queue (ADR 036)', () => {
  it('the paced start-up drain indexes everything, and a search arriving meanwhile is not kept waiting on its rests', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) ids.push(await kit.addNews(`白鹭洲讲堂第${n + 1}讲`, '讲座内容。'));
    expect(await queued()).toBeGreaterThan(0);
    const background = drainSearchQueue(t.database.db, { paced: true });
    // The search's own drain returns only once the queue is empty, whoever indexed it.
    await drainSearchQueue(t.database.db);
    expect(await queued()).toBe(0);
    await background;
    for (const id of ids) {
      const [entry] = await t.database.db
        .select()
        .from(searchEntries)
        .where(and(eq(searchEntries.kind, 'news'), eq(searchEntries.sourceId, id)));
      expect(entry?.title).toMatch(/^白鹭洲讲堂第\d讲$/);
    }
    expect(kit.total(await kit.search('白鹭洲讲堂'), 'news')).toBe(5);
  });

  it("the server indexes what was queued in the background: a notice advances its reader's own version only", async () => {
    const db = t.database.db;
    await drainSearchQueue(db);
    const [student] = await db
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.fid, CAMPUS), eq(users.username, '2023001')));
    const before = await indexState(db, student!.uid);
    // A bare server: the app's metrics are the one decoration the schedule needs (ADR 067).
    const server = Fastify().decorate('metrics', new PortalMetrics());
    scheduleSearchIndexing(server, db, backgroundLeader(server, t.database));
    await server.ready();
    try {
      await db.insert(inboxItems).values({
        fid: CAMPUS,
        uid: student!.uid,
        kind: 'notice',
        title: '白鹭洲图书馆闭馆通知',
        content: '周日闭馆。',
        sentAt: new Date(),
      });
      expect(await queued()).toBe(1);
      // Nobody searches: the next background drain indexes it.
      await expect.poll(queued, { timeout: 8_000 }).toBe(0);
      expect(await indexState(db, student!.uid)).toEqual({ ...before, owner: before.owner + 1 });
      // A guest's state did not move either.
      expect((await indexState(db, null)).version).toBe(before.version);
    } finally {
      await server.close();
    }
  });

  it('a renamed notice type queues each of its notices for its one reader (ADR 047)', async () => {
    const db = t.database.db;
    await drainSearchQueue(db);
    const [notice] = await db
      .select({ id: inboxItems.id, uid: inboxItems.uid, typeId: inboxItems.typeId })
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, 'notice'), isNotNull(inboxItems.typeId)))
      .limit(1);
    await db.update(noticeTypes).set({ name: '校园通知（新）' }).where(eq(noticeTypes.id, notice!.typeId!));
    const rows = await db.select({ sourceId: searchQueue.sourceId, ownerUid: searchQueue.ownerUid }).from(searchQueue);
    expect(rows).toContainEqual({ sourceId: notice!.id, ownerUid: notice!.uid });
    expect(rows.filter((row) => row.ownerUid === null)).toEqual([]);
  });
});

describe('what a service is indexed with', () => {
  it('reads as a snippet: the guide’s 事项名称 only when it is not the service’s own name again', async () => {
    const db = t.database.db;
    await drainSearchQueue(db);
    const rows = await db
      .select({ title: searchEntries.title, body: searchEntries.body, itemName: appGuides.itemName })
      .from(searchEntries)
      .innerJoin(appGuides, eq(appGuides.appId, searchEntries.sourceId))
      .where(and(eq(searchEntries.kind, 'service'), eq(searchEntries.fid, CAMPUS)));
    const same = rows.filter((row) => row.itemName === row.title);
    expect(same.length).toBeGreaterThan(10);
    for (const row of same) expect(row.body, row.title).not.toContain(`。${row.title}。`);
  });
});

describe('an index kept current', () => {
  it('finds an edited title at once, and no longer finds a deleted record', async () => {
    const id = await kit.addNews('馨苑楼闭馆通知', '因设备检修暂停服务一天。');
    expect(kit.titles(await kit.search('馨苑楼'), 'news')).toEqual(['馨苑楼闭馆通知']);
    await t.database.db.update(newsArticles).set({ title: '馨苑楼开放通知' }).where(eq(newsArticles.id, id));
    expect(kit.titles(await kit.search('馨苑楼'), 'news')).toEqual(['馨苑楼开放通知']);
    expect(kit.titles(await kit.search('馨苑楼闭馆'), 'news')).toEqual([]);
    const appId = await kit.addApp('临时测试服务甲');
    expect(kit.total(await kit.search('临时测试服务甲'), 'service')).toBe(1);
    await t.database.db.delete(apps).where(eq(apps.id, appId));
    expect(kit.total(await kit.search('临时测试服务甲'), 'service')).toBe(0);
  });
});
