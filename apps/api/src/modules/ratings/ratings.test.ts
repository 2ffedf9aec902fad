import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  applicationPushApi,
  ratingsApi,
  RATING_NOT_FINISHED,
  RATING_REASON_REQUIRED,
  RATING_TWICE,
  type Endpoint,
  type MyRating,
  type RatingSummary,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { integrationKit } from '../integration/integration.test-kit';
import { inboxItems } from '../info-center/info-center.table';
import { applications } from '../applications/applications.table';
import { apps } from '../service-hall/service-hall.table';
import { ratings } from './ratings.table';

const t = useTestApp();
const kit = consoleKit(t);
const int = integrationKit(t);
const GOV = 'gov.localhost';
const CITY = 200001;
const SERVICE = '居民身份证换领';

/** Files an application for the citizen through the push API and moves it on through `states`; answers its id. */
async function fileAndMove(key: string, externalId: string, states: number[]) {
  const push = (endpoint: Endpoint, body: unknown) => int.push(endpoint, body, key, { host: GOV });
  const filed = await push(applicationPushApi.application, {
    externalId,
    applyNo: `RT-${externalId}`,
    serviceName: SERVICE,
    applicant: 'citizen',
    deptName: '市公安局',
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  for (const status of states) {
    const moved = await push(applicationPushApi.status, { externalId, status });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const [row] = await t.database.db.select().from(applications).where(eq(applications.externalId, externalId));
  return row!.id;
}

const rate = (token: string | undefined, body: unknown) => kit.call(ratingsApi.rate, { token, host: GOV, body });

describe('rating an application (好差评)', () => {
  it('invites its owner on 办结, once; lets only them rate it, once, and only once it ended', async () => {
    const key = await int.keyFor(CITY, '公安政务系统');
    const citizen = await kit.login('citizen', GOV);
    const open = await fileAndMove(key, 'rt-open', [2]);
    expect(await rate(citizen, { applicationId: open, level: 5 })).toMatchObject({
      status: 400,
      body: { msg: RATING_NOT_FINISHED },
    });

    const done = await fileAndMove(key, 'rt-done', [2, 3, 5]);
    // Pushed again in 办结 (a retry): still one invitation.
    await int.push(applicationPushApi.status, { externalId: 'rt-done', status: 5, note: '再推' }, key, { host: GOV });
    const invitations = await t.database.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.sourceType, '好差评'), eq(inboxItems.sourceId, `application-${done}`)));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ title: `请评价「${SERVICE}」的办理` });
    expect(invitations[0]!.sourceUrl).toBe(`/personal-center/applications?id=${done}&rate=1`);

    // A guest is asked to sign in; someone else's application is unknown.
    expect((await rate(undefined, { applicationId: done, level: 5 })).body.code).toBe(401);
    const stranger = await kit.login('admin200001', GOV);
    expect((await rate(stranger, { applicationId: done, level: 4 })).status).toBe(404);

    // Below 基本满意 a reason is needed, in Chinese.
    const bare = await rate(citizen, { applicationId: done, level: 2 });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain(RATING_REASON_REQUIRED);
    expect(bare.body.msg).not.toMatch(/[A-Za-z]/);

    const rated = await rate(citizen, { applicationId: done, level: 2, tags: ['多次跑腿'], content: '跑了三趟' });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(rated.body.data).toMatchObject({ level: 2, levelName: '不满意', tags: ['多次跑腿'] });
    const again = await rate(citizen, { applicationId: done, level: 5 });
    expect(again).toMatchObject({ status: 409, body: { msg: RATING_TWICE } });

    const [row] = await t.database.db.select().from(ratings).where(eq(ratings.applicationId, done));
    const [service] = await t.database.db
      .select()
      .from(apps)
      .where(and(eq(apps.fid, CITY), eq(apps.name, SERVICE)));
    expect(row).toMatchObject({ serviceId: service!.id, deptId: service!.deptId, followUp: 'pending' });
    expect(row!.dueDay > row!.ratedDay).toBe(true);

    const mine = await kit.call(withQuery(ratingsApi.mine, { applicationId: done }), { token: citizen, host: GOV });
    expect((mine.body.data as MyRating).content).toBe('跑了三趟');
    const none = await kit.call(withQuery(ratingsApi.mine, { applicationId: open }), { token: citizen, host: GOV });
    expect(none.body).toMatchObject({ success: true, data: null });
    const list = await kit.call(withQuery(ratingsApi.rated, { applicationIds: `${open},${done}` }), {
      token: citizen,
      host: GOV,
    });
    expect(list.body.data).toEqual([{ applicationId: done, level: 2, levelName: '不满意' }]);

    // A guest reads the service's summary; another unit's host does not see it.
    const summary = await kit.call(withQuery(ratingsApi.summary, { serviceId: service!.id }), { host: GOV });
    expect(summary.status).toBe(200);
    const data = summary.body.data as RatingSummary;
    expect(data.count).toBeGreaterThanOrEqual(1);
    expect(data.levels.find((level) => level.level === 2)!.count).toBeGreaterThanOrEqual(1);
    const elsewhere = await kit.call(withQuery(ratingsApi.summary, { serviceId: service!.id }), { host: 'localhost' });
    expect((elsewhere.body.data as RatingSummary).count).toBe(0);
  });

  it('refuses nonsense in Chinese, never a 500', async () => {
    const citizen = await kit.login('citizen', GOV);
    for (const body of [
      { applicationId: 'x', level: 5 },
      { applicationId: 1, level: 9 },
      { applicationId: 1, level: 5, tags: ['随便写的'] },
    ]) {
      const response = await rate(citizen, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.msg).not.toMatch(/[A-Za-z]{3}/);
    }
    const bad = await kit.call(withQuery(ratingsApi.rated, { applicationIds: '1,,2' }), { token: citizen, host: GOV });
    expect(bad.status).toBe(400);
    const huge = await kit.call(withQuery(ratingsApi.summary, { serviceId: '99999999999' }), { host: GOV });
    expect(huge.status).toBe(400);
  });
});
