import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { homeApi, serviceHallApi, type Department, type HomeStatistic } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { appClicks } from '../service-hall/service-hall.table';
import { homeVisits } from './home.table';
import { shanghaiDay, startOfShanghaiDay } from './home.service';

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
    await t.database.db
      .insert(appClicks)
      .values({ fid: 100001, appId: Number(app.appId), terminalType: 1, at: new Date(midnight.getTime() - 1000) });

    const after = await statistic();
    expect(after.clickCount).toBe(before.clickCount + 3);
    expect(after.todayClickCount).toBe(before.todayClickCount + 2);
    expect(after.todayClickCount).toBeLessThanOrEqual(after.clickCount);
    expect(await statistic(undefined, 'gov.localhost')).toEqual(govBefore);
  });
});

describe('visit (addFontVisit)', () => {
  it("adds to today's counter of the terminal type and to the unit's total visits", async () => {
    const { db } = t.database;
    const today = (terminalType: number) =>
      db
        .select({ count: homeVisits.count })
        .from(homeVisits)
        .where(
          and(
            eq(homeVisits.fid, 100001),
            eq(homeVisits.day, shanghaiDay(new Date())),
            eq(homeVisits.terminalType, terminalType),
          ),
        );
    const desktopBefore = (await today(1))[0]?.count ?? 0;
    const messengerBefore = (await today(3))[0]?.count ?? 0;
    const before = await statistic();
    const govBefore = await statistic(undefined, 'gov.localhost');

    const ok = { status: 200, body: { success: true, code: 200, msg: '操作成功', data: { recorded: true } } };
    expect(await visit(1)).toEqual(ok);
    expect(await visit(1)).toEqual(ok);
    expect(await visit(3)).toEqual(ok);

    expect(await today(1)).toEqual([{ count: desktopBefore + 2 }]);
    expect(await today(3)).toEqual([{ count: messengerBefore + 1 }]);
    expect((await statistic()).visitCount).toBe(before.visitCount + 3);
    expect((await statistic(undefined, 'gov.localhost')).visitCount).toBe(govBefore.visitCount);
  });

  it('counts for each unit on its own', async () => {
    const campus = (await statistic()).visitCount;
    const gov = (await statistic(undefined, 'gov.localhost')).visitCount;
    await visit(2, 'gov.localhost');
    expect((await statistic(undefined, 'gov.localhost')).visitCount).toBe(gov + 1);
    expect((await statistic()).visitCount).toBe(campus);
  });
});
