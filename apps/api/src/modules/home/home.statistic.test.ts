import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  type Department,
  homeApi,
  type HomeStatistic,
  serviceHallApi,
  shanghaiDay,
  startOfShanghaiDay,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { recordClick } from '../service-hall/service-hall.repository';
import { appClickDays } from '../service-hall/service-hall.table';
import { homeVisits } from './home.table';

const t = useTestApp();
const kit = serviceHallKit(t);

async function statistic(token?: string, host = 'localhost'): Promise<HomeStatistic> {
  const { status, body } = await kit.get(homeApi.homeStatistic.path, token, host);
  expect(status, body.msg).toBe(200);
  return body.data;
}
const visit = (terminalType: number, host = 'localhost') =>
  kit.get(`${homeApi.visit.path}?terminalType=${terminalType}`, undefined, host);

describe('Asia/Shanghai days', () => {
  it('turns a moment into its Shanghai day and that day’s first moment', () => {
    expect(shanghaiDay(new Date('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
    expect(shanghaiDay(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
    expect(startOfShanghaiDay(new Date('2026-11-20T16:30:00Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfShanghaiDay(new Date('2026-11-20T15:30:00Z')).toISOString()).toBe('2026-11-19T16:00:00.000Z');
  });
});

describe('homeStatistic', () => {
  it('counts the services, business systems and departments the viewer sees', async () => {
    for (const token of [undefined, await kit.login('T1001')]) {
      const figures = await statistic(token);
      expect(figures.serviceCount).toBe((await kit.services({}, token)).total);
      expect(figures.businessSystemCount).toBe((await kit.services({}, token, 'localhost', true)).total);
      const departments = (await kit.get(serviceHallApi.departments.path, token)).body.data as Department[];
      expect(figures.departmentCount).toBe(departments.filter((dept) => dept.count > 0).length);
    }
    const guest = await statistic();
    // The demo's 立即办理 history (30 days of it): 累计办理 beside 累计访问, not a 0 that reads as broken.
    expect(guest.clickCount).toBeGreaterThan(5_000);
    const teacher = await statistic(await kit.login('T1001'));
    expect(teacher.serviceCount).toBeGreaterThan(guest.serviceCount);
    expect(teacher.businessSystemCount).toBeGreaterThan(guest.businessSystemCount);
    const gov = await statistic(undefined, 'gov.localhost');
    expect(gov.serviceCount).toBe((await kit.services({}, undefined, 'gov.localhost')).total);
    expect(gov.serviceCount).not.toBe(guest.serviceCount);
  });

  it('counts service clicks of the unit, all time and today (Asia/Shanghai)', async () => {
    const before = await statistic();
    const govBefore = await statistic(undefined, 'gov.localhost');
    const app = (await kit.services({})).list[0]!;
    for (const terminalType of [1, 2]) {
      const { body } = await kit.post(serviceHallApi.click.path, { appId: app.appId, terminalType });
      expect(body.success).toBe(true);
    }
    // A click from just before today's Shanghai midnight counts in all time only.
    const midnight = startOfShanghaiDay(new Date());
    await recordClick(t.database.db, 100001, Number(app.appId), null, 1, new Date(midnight.getTime() - 1000));

    const after = await statistic();
    expect(after.clickCount).toBe(before.clickCount + 3);
    expect(after.todayClickCount).toBe(before.todayClickCount + 2);
    expect(after.todayClickCount).toBeLessThanOrEqual(after.clickCount);
    expect(await statistic(undefined, 'gov.localhost')).toEqual(govBefore);
    // Counted in a row per unit and day, bumped in place: the statistic never counts the growing click log.
    const days = (await t.database.db.select().from(appClickDays).where(eq(appClickDays.fid, 100001))).map(
      (row) => row.day,
    );
    expect(days).toEqual(
      expect.arrayContaining([shanghaiDay(new Date(midnight.getTime() - 1000)), shanghaiDay(new Date())]),
    );
    expect(new Set(days).size).toBe(days.length);
  });
});

describe('visit (addFontVisit)', () => {
  const counter = async (terminalType: number, day: string, fid = 100001) =>
    (
      await t.database.db
        .select({ count: homeVisits.count })
        .from(homeVisits)
        .where(and(eq(homeVisits.fid, fid), eq(homeVisits.day, day), eq(homeVisits.terminalType, terminalType)))
    )[0]?.count ?? 0;
  const rowsOf = async (fid: number, day: string) =>
    t.database.db
      .select()
      .from(homeVisits)
      .where(and(eq(homeVisits.fid, fid), eq(homeVisits.day, day)));
  const ok = (recorded: boolean) => ({
    status: 200,
    body: { success: true, code: 200, msg: '操作成功', data: { recorded } },
  });

  it("adds to today's counter of its channel: one row per unit, day and channel, never a row per visit", async () => {
    const today = shanghaiDay(new Date());
    const before = { desktop: await counter(1, today), app: await counter(3, today) };
    const figures = await statistic();
    const govBefore = await statistic(undefined, 'gov.localhost');

    expect(await visit(1)).toEqual(ok(true));
    expect(await visit(1)).toEqual(ok(true));
    expect(await visit(3)).toEqual(ok(true));

    expect(await counter(1, today)).toBe(before.desktop + 2);
    expect(await counter(3, today)).toBe(before.app + 1);
    // More visits bump the same rows: the row count stays, one per channel used.
    const rows = await rowsOf(100001, today);
    for (let i = 0; i < 5; i += 1) await visit(1);
    expect(await rowsOf(100001, today)).toHaveLength(rows.length);
    expect(new Set(rows.map((row) => row.terminalType)).size).toBe(rows.length);
    expect(await counter(1, today)).toBe(before.desktop + 7);

    const after = await statistic();
    expect(after.visitCount).toBe(figures.visitCount + 8);
    expect(after.todayVisitCount).toBe(figures.todayVisitCount + 8);
    expect(after.desktopVisitCount).toBe(figures.desktopVisitCount + 7);
    expect(after.mobileBrowserVisitCount).toBe(figures.mobileBrowserVisitCount);
    expect(after.inAppVisitCount).toBe(figures.inAppVisitCount + 1);
    expect(await statistic(undefined, 'gov.localhost')).toEqual(govBefore);
  });

  it('reports the channels, today and all time, as the stored counters say', async () => {
    const figures = await statistic();
    const rows = await t.database.db.select().from(homeVisits).where(eq(homeVisits.fid, 100001));
    const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(keep).reduce((total, row) => total + row.count, 0);
    const today = shanghaiDay(new Date());
    expect(figures.visitCount).toBe(sum(() => true));
    expect(figures.todayVisitCount).toBe(sum((row) => row.day === today));
    expect(figures.desktopVisitCount).toBe(sum((row) => row.terminalType === 1));
    expect(figures.mobileBrowserVisitCount).toBe(sum((row) => row.terminalType === 2));
    expect(figures.inAppVisitCount).toBe(sum((row) => row.terminalType === 3));
    expect(figures.desktopVisitCount + figures.mobileBrowserVisitCount + figures.inAppVisitCount).toBe(
      figures.visitCount,
    );
    // The seeded history (30 days ending 2026-11-20) is real data: every channel has visits.
    expect(figures.mobileBrowserVisitCount).toBeGreaterThan(0);
  });

  it('starts a new row on a new Asia/Shanghai day and leaves earlier days alone', async () => {
    const yesterday = shanghaiDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await t.database.db
      .insert(homeVisits)
      .values({ fid: 100001, day: yesterday, terminalType: 2, count: 5 })
      .onConflictDoNothing();
    const yesterdayCount = await counter(2, yesterday);
    const before = await statistic();
    expect(await visit(2)).toEqual(ok(true));
    expect(await counter(2, yesterday)).toBe(yesterdayCount);
    expect(await counter(2, shanghaiDay(new Date()))).toBeGreaterThanOrEqual(1);
    const after = await statistic();
    expect(after.todayVisitCount).toBe(before.todayVisitCount + 1);
    expect(after.mobileBrowserVisitCount).toBe(before.mobileBrowserVisitCount + 1);
  });

  it('keeps only the three channels and no negative counts in the table itself', async () => {
    const insert = (terminalType: number, count: number) =>
      t.database.db.insert(homeVisits).values({ fid: 100001, day: '2026-01-01', terminalType, count });
    await expect(insert(4, 1)).rejects.toThrow();
    await expect(insert(0, 1)).rejects.toThrow();
    await expect(insert(1, -1)).rejects.toThrow();
  });

  it('counts for each unit on its own', async () => {
    const campus = await statistic();
    const gov = await statistic(undefined, 'gov.localhost');
    await visit(2, 'gov.localhost');
    const govAfter = await statistic(undefined, 'gov.localhost');
    expect(govAfter.visitCount).toBe(gov.visitCount + 1);
    expect(govAfter.mobileBrowserVisitCount).toBe(gov.mobileBrowserVisitCount + 1);
    expect(await statistic()).toEqual(campus);
  });

  it('answers a call another site made a browser send, without counting it', async () => {
    const before = await statistic();
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await t.app.inject({
        url: `${homeApi.visit.path}?terminalType=1`,
        headers: { host: 'localhost', 'sec-fetch-site': site },
      });
      expect({ status: response.statusCode, body: response.json() }, site).toEqual(ok(false));
    }
    const own = await t.app.inject({
      url: `${homeApi.visit.path}?terminalType=1`,
      headers: { host: 'localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json()).toEqual(ok(true).body);
    expect((await statistic()).desktopVisitCount).toBe(before.desktopVisitCount + 1);
  });

  const channelMessage = '终端类型只能是 1（电脑端）、2（手机浏览器）或 3（手机应用内）';

  it.each(['4', '0', 'pc', '1.0', '３'])(
    'refuses terminalType=%s with 400 and a Chinese message, counting nothing',
    async (value) => {
      const before = await statistic();
      const { status, body } = await kit.get(`${homeApi.visit.path}?terminalType=${encodeURIComponent(value)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 400 });
      expect(body.msg).toContain(channelMessage);
      expect(await statistic()).toEqual(before);
    },
  );

  it('refuses a missing terminalType with 400 and a Chinese message naming it', async () => {
    const { status, body } = await kit.get(homeApi.visit.path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.msg).toMatch(/terminalType|终端类型/);
    expect(body.msg).toMatch(/\p{Script=Han}/u);
  });
});
