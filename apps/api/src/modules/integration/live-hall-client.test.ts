import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  approvalApi,
  newsApi,
  noticeApi,
  PAGE_SIZE_MAX,
  personMessageApi,
  serviceHallApi,
  taskCenterApi,
  threeListApi,
  type Endpoint,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { units } from '../units/units.table';
import { approvals } from '../approval/approval.table';
import { inboxItems } from '../info-center/info-center.table';
import { createToken } from './app-token.test-kit';

/**
 * A contract test: a third-party client written for the live hall, replayed with its own defaults (issue 13's
 * request shapes: createToken → Authorization: Bearer → getPersonMessage?read=0 → getApprovalData with aprvType 1
 * and 4; page 1 and a page size of 200). It must work unchanged: every call answers, an over-large page is served
 * at the most a page holds, and every address it is given is absolute on the unit's configured base address, so a
 * client on another origin reaches the portal rather than itself (ADR 031 addendum).
 */
const t = useTestApp();
const CAMPUS = 100001;
const BASE_URL = 'https://ehall.demo-university.edu.cn/portal/';
const ORIGIN = 'https://ehall.demo-university.edu.cn';
/** The client's defaults. */
const PAGE = { page: 1, pageSize: 200 };

let token: string;

beforeAll(async () => {
  await t.database.db.update(units).set({ baseUrl: BASE_URL }).where(eq(units.fid, CAMPUS));
  const [teacher] = await t.database.db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, CAMPUS), eq(users.username, 'T1001')));
  const { body } = await createToken(t, teacher!.uid, { fid: CAMPUS });
  token = body.data.token;
});

afterAll(async () => {
  await t.database.db.update(units).set({ baseUrl: '' }).where(eq(units.fid, CAMPUS));
});

/** One call as the client makes it: the query string for a GET, a JSON body otherwise, the bearer token only. */
async function call(endpoint: Endpoint, params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await t.app.inject({
    method: endpoint.method,
    url: endpoint.method === 'GET' ? `${endpoint.path}?${query.toString()}` : endpoint.path,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    ...(endpoint.method === 'GET' ? {} : { payload: params }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Absolute on the configured base address, or no address at all. */
const onBase = (url: string) => url === '' || url.startsWith(`${ORIGIN}/`);

describe('a client of the live hall, with its defaults', () => {
  it('reads unread messages with absolute addresses on the unit’s base address', async () => {
    // The unit's configuration is cached and refreshed on its change notice: wait for the new base address.
    await expect
      .poll(async () => (await call(personMessageApi.list, { read: 0, ...PAGE })).body.data.messageList[0].sourceUrl)
      .toMatch(/^https:\/\/ehall\.demo-university\.edu\.cn\/to-handle-service\?appId=\d+/);
    // A message whose own link is a page of the portal (the seed's messages link only their system).
    const [linked] = await t.database.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .innerJoin(users, and(eq(users.fid, inboxItems.fid), eq(users.uid, inboxItems.uid)))
      .where(and(eq(inboxItems.fid, CAMPUS), eq(users.username, 'T1001'), eq(inboxItems.kind, 'message')))
      .limit(1);
    await t.database.db.update(inboxItems).set({ url: '/news/detail/1' }).where(eq(inboxItems.id, linked!.id));
    const messagesOf = async (params: Record<string, number>) => {
      const { status, body } = await call(personMessageApi.list, { ...params, ...PAGE });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data.messageList as { idCode: string; url: string; sourceUrl: string; read: number }[];
    };
    const unread = await messagesOf({ read: 0 });
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((message) => message.read === 0)).toBe(true);
    const all = await messagesOf({});
    expect(all.length).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    for (const message of all) {
      expect(onBase(message.url), message.url).toBe(true);
      expect(onBase(message.sourceUrl), message.sourceUrl).toBe(true);
    }
    expect(all.find((message) => message.idCode === String(linked!.id))?.url).toBe(`${ORIGIN}/news/detail/1`);
  });

  it('reads approvals to handle and its own with the page size it asks for, served up to a full page', async () => {
    // A system that stored its form as a path on the portal: the client is still given an address it can open.
    const [own] = await t.database.db
      .select({ id: approvals.id })
      .from(approvals)
      .innerJoin(users, and(eq(users.fid, approvals.fid), eq(users.uid, approvals.uid)))
      .where(and(eq(approvals.fid, CAMPUS), eq(users.username, 'T1001'), eq(approvals.aprvType, 4)))
      .limit(1);
    await t.database.db
      .update(approvals)
      .set({ pageLinkUrl: '/to-handle-service?appId=1&terminalType=1' })
      .where(eq(approvals.id, own!.id));
    for (const aprvType of [1, 4]) {
      const { status, body } = await call(approvalApi.list, { aprvType, aprvStatusType: '', ...PAGE });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.list).toHaveLength(Math.min(body.data.total, PAGE_SIZE_MAX));
      for (const item of body.data.list as { pageLinkUrl: string }[]) {
        expect(item.pageLinkUrl, item.pageLinkUrl).toMatch(/^https?:\/\//);
      }
    }
    const mine = (await call(approvalApi.list, { aprvType: 4, aprvStatusType: '', ...PAGE })).body.data.list;
    expect(mine.find((item: { id: number }) => item.id === own!.id).pageLinkUrl).toBe(
      `${ORIGIN}/to-handle-service?appId=1&terminalType=1`,
    );
    const counts = await call(approvalApi.counts, {});
    expect(counts.status).toBe(200);
  });

  it('is served a full page, not refused, by every paged list of the live hall', async () => {
    const config = await call(threeListApi.config, {});
    const typeId = config.body.data.types[0].typeId as number;
    const lists: [Endpoint, Record<string, string | number>][] = [
      [newsApi.list, PAGE],
      [threeListApi.list, { typeId, ...PAGE }],
      [serviceHallApi.serviceList, PAGE],
      [serviceHallApi.businessList, PAGE],
      [taskCenterApi.list, { taskType: 1, ...PAGE }],
      [noticeApi.info, PAGE],
      [personMessageApi.list, PAGE],
    ];
    for (const [endpoint, params] of lists) {
      const { status, body } = await call(endpoint, params);
      expect(status, `${endpoint.path} ${JSON.stringify(body)}`).toBe(200);
      const list = body.data.list ?? body.data.messageList;
      expect(list.length, endpoint.path).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    }
    // More than a page exists here, so the cap is seen: exactly the most a page holds.
    expect((await call(newsApi.list, PAGE)).body.data.list).toHaveLength(PAGE_SIZE_MAX);
  });

  it('is still refused, in Chinese, a page size that is no number of items', async () => {
    for (const pageSize of [0, -1, 2.5, 'all']) {
      const { status, body } = await call(approvalApi.list, { aprvType: 1, aprvStatusType: '', page: 1, pageSize });
      expect(status, String(pageSize)).toBe(400);
      expect(body.msg).toMatch(/^每页条数/);
    }
  });
});
