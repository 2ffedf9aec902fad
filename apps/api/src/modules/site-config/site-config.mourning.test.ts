import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminApi, formatMinute, siteConfigApi } from '@yizhan/contracts';
import { units } from '../units';
import { consoleKit } from '../access/access.test-kit';
import { getJson, useTestApp } from '../../test/test-app';
import { applyMourningWindows } from './site-config.mourning';

const t = useTestApp();
const { login, call } = consoleKit(t);
const HOST = 'gov.localhost';

const minutesFromNow = (minutes: number) => formatMinute(new Date(Date.now() + minutes * 60_000));
/** What a guest of the unit is told: 1 while the site is grey. */
const guestStyle = async () => (await getJson(t.app, siteConfigApi.specialStyle.path, HOST)).body.data.specialStyle;

async function save(token: string, change: Record<string, unknown>) {
  const current = (await call(adminApi.siteSettings, { token, host: HOST })).body.data;
  return call(adminApi.saveSiteSettings, { token, host: HOST, body: { ...current, ...change } });
}

describe('哀悼模式 with a start and an end', () => {
  it('turns on at once for a start already past, and off when its end comes, for guests too', async () => {
    const token = await login('admin200001', HOST);
    expect(await guestStyle()).toBe(0);
    const saved = await save(token, { mourningFrom: minutesFromNow(-1), mourningUntil: minutesFromNow(60) });
    expect(saved.body).toMatchObject({ success: true, data: { mourning: true, mourningFrom: null } });
    expect(saved.body.data.mourningUntil).toBe(minutesFromNow(60));
    expect(await guestStyle()).toBe(1);

    // The end comes (moved into the past here rather than waited for): the next look turns it off and forgets it.
    await t.database.db
      .update(units)
      .set({ mourningUntil: sql`now() - interval '1 second'` })
      .where(eq(units.fid, 200001));
    await applyMourningWindows(t.database.db);
    await expect.poll(guestStyle).toBe(0);
    const [unit] = await t.database.db.select().from(units).where(eq(units.fid, 200001));
    expect(unit).toMatchObject({ specialStyle: 0, mourningFrom: null, mourningUntil: null });
  });

  it('waits for a start ahead, then turns on by itself', async () => {
    const token = await login('admin200001', HOST);
    const saved = await save(token, { mourning: false, mourningFrom: minutesFromNow(30), mourningUntil: null });
    expect(saved.body.data).toMatchObject({ mourning: false, mourningFrom: minutesFromNow(30) });
    await applyMourningWindows(t.database.db);
    expect(await guestStyle()).toBe(0);
    await t.database.db
      .update(units)
      .set({ mourningFrom: sql`now()` })
      .where(eq(units.fid, 200001));
    await applyMourningWindows(t.database.db);
    await expect.poll(guestStyle).toBe(1);
    await save(token, { mourning: false });
  });

  it('refuses, in Chinese, an end before the start, an end already past and a time it cannot read', async () => {
    const token = await login('admin200001', HOST);
    const refusals: [Record<string, unknown>, string][] = [
      [{ mourningFrom: minutesFromNow(60), mourningUntil: minutesFromNow(30) }, '哀悼模式的结束时间应晚于开始时间'],
      [{ mourningFrom: null, mourningUntil: minutesFromNow(-5) }, '哀悼模式的结束时间已过'],
      [{ mourningFrom: '明天早上' }, '时间格式应为 2026-12-13 00:00'],
    ];
    for (const [change, message] of refusals) {
      const refused = await save(token, change);
      expect(refused.status, message).toBe(400);
      expect(refused.body.msg, message).toContain(message);
    }
  });
});
