import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  adminRatingsApi,
  ADMIN_FORBIDDEN,
  EDIT_CONFLICT,
  ratingsApi,
  type BadRating,
  type RatingStatsRow,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { applications } from '../applications/applications.table';
import { auditLog } from '../audit/audit.table';
import { users } from '../users/users.table';
import { BAD_RATING_NOT_FOUND } from './ratings.admin';
import { ratings } from './ratings.table';

const t = useTestApp();
const { login, call } = consoleKit(t);
const CAMPUS = 100001;
let sequence = 0;

/** A finished application of the student's for a campus service, rated 差评 by them through the API. */
async function badRating(token: string, serviceName: string) {
  sequence += 1;
  const [student] = await t.database.db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, CAMPUS), eq(users.username, '2023001')));
  const now = new Date();
  const [row] = await t.database.db
    .insert(applications)
    .values({
      fid: CAMPUS,
      uid: student!.uid,
      sourceSystem: 'test',
      externalId: `rating-admin-${sequence}`,
      applyNo: `RA${sequence}`,
      serviceName,
      status: 5,
      submittedAt: now,
      updatedAt: now,
    })
    .returning({ id: applications.id });
  const rated = await call(ratingsApi.rate, {
    token,
    body: { applicationId: row!.id, level: 1, tags: ['态度不好'] },
  });
  expect(rated.status, JSON.stringify(rated.body)).toBe(200);
  const [rating] = await t.database.db.select().from(ratings).where(eq(ratings.applicationId, row!.id));
  return rating!.id;
}

const listAs = async (token: string, filter = 'all') => {
  const { body } = await call(withQuery(adminRatingsApi.list, { filter, pageSize: 100 }), { token });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { list: BadRating[]; total: number; today: string };
};
const itemOf = async (token: string, id: number) => (await listAs(token)).list.find((item) => item.id === id)!;

describe('the 差评 work list in the console', () => {
  it('starts with the seed’s 差评 in every stage, one of them overdue', async () => {
    const admin = await login('admin100001');
    const overdue = await listAs(admin, 'overdue');
    expect(overdue.list.length).toBeGreaterThanOrEqual(1);
    expect(overdue.list.every((item) => item.overdue && item.daysLeft < 0)).toBe(true);
    expect((await listAs(admin, 'rectified')).total).toBeGreaterThanOrEqual(1);
    expect((await listAs(admin, 'visited')).list[0]).toMatchObject({ visitAnswer: '满意', visitWay: '电话' });
    const stats = (await call(withQuery(adminRatingsApi.stats, { by: 'month' }), { token: admin })).body.data
      .rows as RatingStatsRow[];
    expect(stats.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(7);
  });

  it('is for those who manage services; a 事项管理员 sees only their departments’ 差评', async () => {
    const student = await login('2023001');
    const ours = await badRating(student, '在读证明开具'); // 教务处
    const theirs = await badRating(student, '学生证补办'); // 学生工作处
    expect((await call(adminRatingsApi.list)).body.code).toBe(401);
    for (const name of ['2023001', 'editor100001', 'audit100001']) {
      const refused = await call(adminRatingsApi.list, { token: await login(name) });
      expect(refused.status, name).toBe(403);
      expect(refused.body.msg).toBe(ADMIN_FORBIDDEN);
    }
    const admin = await login('admin100001');
    const all = await listAs(admin);
    expect(all.list.map((item) => item.id)).toEqual(expect.arrayContaining([ours, theirs]));
    const jwc = await login('jwc100001');
    const mine = await listAs(jwc);
    expect(mine.list.map((item) => item.id)).toContain(ours);
    expect(mine.list.map((item) => item.id)).not.toContain(theirs);
    const item = mine.list.find((entry) => entry.id === ours)!;
    expect(item).toMatchObject({ state: 'pending', stateName: '待整改', deptName: '教务处', overdue: false });
    expect(item.daysLeft).toBe(15);
    expect(item.dueDay > item.ratedDay).toBe(true);

    // Another department's 差评 is refused to the 事项管理员 as if it were not there.
    const other = await itemOf(admin, theirs);
    const refused = await call(adminRatingsApi.rectify, {
      token: jwc,
      body: { id: theirs, version: other.version, rectification: '已整改' },
    });
    expect(refused).toMatchObject({ status: 404, body: { msg: BAD_RATING_NOT_FOUND } });
  });

  it('records 整改 then 回访 from the version read, audited; a stale version is 409', async () => {
    const student = await login('2023001');
    const id = await badRating(student, '在读证明开具');
    const jwc = await login('jwc100001');
    const item = await itemOf(jwc, id);
    const early = await call(adminRatingsApi.visit, {
      token: jwc,
      body: { id, version: item.version, visitDay: item.ratedDay, visitWay: '电话', visitAnswer: '满意' },
    });
    expect(early).toMatchObject({ status: 409, body: { msg: '请先登记整改，再登记回访' } });
    const badInput = await call(adminRatingsApi.rectify, { token: jwc, body: { id, version: item.version } });
    expect(badInput.status).toBe(400);
    expect(badInput.body.msg).toBe('整改情况不能为空');

    const rectified = await call(adminRatingsApi.rectify, {
      token: jwc,
      body: { id, version: item.version, rectification: '已约谈窗口人员，改进接待流程' },
    });
    expect(rectified.status, JSON.stringify(rectified.body)).toBe(200);
    expect(rectified.body.data).toMatchObject({ state: 'rectified', stateName: '已整改' });
    const stale = await call(adminRatingsApi.rectify, {
      token: jwc,
      body: { id, version: item.version, rectification: '再改一次' },
    });
    expect(stale).toMatchObject({ status: 409, body: { msg: EDIT_CONFLICT } });
    expect(stale.body.data.current.version).toBe(rectified.body.data.version);

    const today = (await listAs(jwc)).today;
    const badWay = await call(adminRatingsApi.visit, {
      token: jwc,
      body: { id, version: rectified.body.data.version, visitDay: today, visitWay: '飞鸽', visitAnswer: '满意' },
    });
    expect(badWay.status).toBe(400);
    expect(badWay.body.msg).toContain('请选择回访方式');
    const visited = await call(adminRatingsApi.visit, {
      token: jwc,
      body: { id, version: rectified.body.data.version, visitDay: today, visitWay: '电话', visitAnswer: '满意' },
    });
    expect(visited.status, JSON.stringify(visited.body)).toBe(200);
    expect(visited.body.data).toMatchObject({ state: 'visited', visitAnswer: '满意', visitWay: '电话' });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'admin_write'), eq(auditLog.username, 'jwc100001')));
    expect(audits.map((entry) => entry.method)).toEqual(expect.arrayContaining(['rating.rectify', 'rating.visit']));
  });

  it('lets a department appeal and only the unit admin decide; a granted appeal leaves the statistics', async () => {
    const student = await login('2023001');
    const id = await badRating(student, '在读证明开具');
    const jwc = await login('jwc100001');
    const admin = await login('admin100001');
    const before = (await call(withQuery(adminRatingsApi.stats, { by: 'service' }), { token: admin })).body.data
      .rows as RatingStatsRow[];
    const countBefore = before.find((row) => row.name === '在读证明开具')!.count;

    const item = await itemOf(jwc, id);
    const appealed = await call(adminRatingsApi.appeal, {
      token: jwc,
      body: { id, version: item.version, reason: '申请人所述与窗口录像不符' },
    });
    expect(appealed.status, JSON.stringify(appealed.body)).toBe(200);
    expect(appealed.body.data).toMatchObject({ appeal: 'appealing', appealName: '申诉中' });
    const blocked = await call(adminRatingsApi.rectify, {
      token: jwc,
      body: { id, version: appealed.body.data.version, rectification: '整改' },
    });
    expect(blocked.status).toBe(409);
    const byJwc = await call(adminRatingsApi.decide, {
      token: jwc,
      body: { id, version: appealed.body.data.version, decision: 'reversed' },
    });
    expect(byJwc.status).toBe(403);
    const decided = await call(adminRatingsApi.decide, {
      token: admin,
      body: { id, version: appealed.body.data.version, decision: 'reversed', decisionNote: '经核实评价不实' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ appeal: 'reversed', appealName: '申诉成立' });
    const again = await call(adminRatingsApi.decide, {
      token: admin,
      body: { id, version: decided.body.data.version, decision: 'upheld' },
    });
    expect(again.status).toBe(409);

    const after = (await call(withQuery(adminRatingsApi.stats, { by: 'service' }), { token: admin })).body.data
      .rows as RatingStatsRow[];
    expect(after.find((row) => row.name === '在读证明开具')!.count).toBe(countBefore - 1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.method, 'rating.decide'), eq(auditLog.username, 'admin100001')));
    expect(audit).toBeDefined();
    for (const by of ['department', 'month']) {
      const { body } = await call(withQuery(adminRatingsApi.stats, { by }), { token: jwc });
      expect(body.success, by).toBe(true);
    }
    const badMonth = await call(withQuery(adminRatingsApi.stats, { month: '2026-13' }), { token: admin });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.msg).toContain('月份格式应为');
  });
});
