import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantApi, authApi, homeApi, serviceHallApi, taskCenterApi } from '@yizhan/contracts';
import { useTestApp } from '../test/test-app';

// security.md R6: sign-in, search and writes are limited per address and per user, with 429 and Retry-After.
const t = useTestApp({
  rateLimits: {
    signIn: { perAddress: 3 },
    search: { perAddress: 4, perUser: 2 },
    write: { perAddress: 50, perUser: 3 },
    // Counting windows are fixed minutes: on a loaded machine fifty requests can straddle a minute's end and start
    // their count again. An hour's window keeps each test inside one.
    windowMs: 60 * 60_000,
  },
});

const search = (ip: string, keyword: string | undefined, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: serviceHallApi.serviceList.path,
    remoteAddress: ip,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: keyword === undefined ? { page: 1 } : { keyword, page: 1 },
  });

const signIn = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: ip,
    headers: { host: 'localhost' },
    payload: { username: 'T1001', password: 'Yizhan@2026' },
  });

const tokenOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'token')!.value;

/**
 * A GET that writes, sent 51 times from one address: the first 50 (the write limit per address above) are answered
 * and counted, the 51st is refused with 429 and counts nothing.
 */
async function expectCountedAsWrites(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  counted: () => Promise<number>,
) {
  const before = await counted();
  for (let index = 0; index < 50; index += 1) expect((await send()).statusCode).toBe(200);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ success: false, code: 429, msg: '操作过于频繁，请稍后再试' });
  expect(await counted()).toBe(before + 50);
}

describe('R6 rate limits', () => {
  it('limits keyword searches per address with 429, Retry-After and a Chinese message; plain lists are free', async () => {
    for (let index = 0; index < 4; index += 1) expect((await search('10.6.0.1', '证明')).statusCode).toBe(200);
    const refused = await search('10.6.0.1', '证明');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ success: false, code: 429, msg: '操作过于频繁，请稍后再试', data: null });
    expect((await search('10.6.0.1', undefined)).statusCode).toBe(200);
    expect((await search('10.6.0.2', '证明')).statusCode).toBe(200);
  });

  it('counts the assistant’s questions as searches, per address and per user (ADR 027)', async () => {
    const ask = (ip: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: assistantApi.ask.path,
        remoteAddress: ip,
        headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: { question: '怎么开具在读证明' },
      });
    for (let index = 0; index < 4; index += 1) expect((await ask('10.6.5.1')).statusCode).toBe(200);
    const refused = await ask('10.6.5.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 429, msg: '操作过于频繁，请稍后再试', data: null });
    // The same window as keyword searches: the address has used up its searches too.
    expect((await search('10.6.5.1', '证明')).statusCode).toBe(429);

    // Another account than the other tests', whose per-user counts this window already holds.
    const student = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: '10.6.5.2',
      headers: { host: 'localhost' },
      payload: { username: '2023001', password: 'Yizhan@2026' },
    });
    const token = tokenOf(student);
    expect((await ask('10.6.5.3', token)).statusCode).toBe(200);
    expect((await ask('10.6.5.4', token)).statusCode).toBe(200);
    expect((await ask('10.6.5.5', token)).statusCode).toBe(429);
  });

  it('limits a signed-in user wherever they come from', async () => {
    const token = tokenOf(await signIn('10.6.1.1'));
    expect((await search('10.6.1.2', '证明', token)).statusCode).toBe(200);
    expect((await search('10.6.1.3', '证明', token)).statusCode).toBe(200);
    expect((await search('10.6.1.4', '证明', token)).statusCode).toBe(429);
  });

  it('limits writes per user', async () => {
    const token = tokenOf(await signIn('10.6.2.1'));
    const collect = (collected: boolean) =>
      t.app.inject({
        method: 'POST',
        url: serviceHallApi.collect.path,
        remoteAddress: '10.6.2.2',
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
        payload: { appId: '1', collect: collected },
      });
    for (const collected of [true, false, true]) expect((await collect(collected)).statusCode).toBe(200);
    expect((await collect(false)).statusCode).toBe(429);
  });

  it('never counts the lists the spec defines as POSTs (a keyword in their body makes them a search, above)', async () => {
    for (let index = 0; index < 60; index += 1) expect((await search('10.6.6.1', undefined)).statusCode).toBe(200);
    const token = tokenOf(await signIn('10.6.6.2'));
    const tasks = () =>
      t.app.inject({
        method: 'POST',
        url: taskCenterApi.list.path,
        remoteAddress: '10.6.6.3',
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
        payload: { taskType: 1, page: 1, pageSize: 10 },
      });
    // Past the user's three writes: paging is not writing.
    for (let index = 0; index < 5; index += 1) expect((await tasks()).statusCode).toBe(200);
  });

  it('counts visit reports, a GET that writes, against the write limit per address; reading stays free', async () => {
    const get = (url: string) => t.app.inject({ url, remoteAddress: '10.6.4.1', headers: { host: 'localhost' } });
    const visit = () => get(`${homeApi.visit.path}?terminalType=2`);
    const counted = async () => (await get(homeApi.homeStatistic.path)).json().data.mobileBrowserVisitCount as number;
    await expectCountedAsWrites(visit, counted);
  });

  it('counts service hits, a GET that writes (popularity ranks services), against the write limit per address', async () => {
    const hit = () =>
      t.app.inject({
        url: `${serviceHallApi.hit.path}?appId=1`,
        remoteAddress: '10.6.5.1',
        headers: { host: 'localhost' },
      });
    const hits = async () =>
      Number((await t.database.db.execute(sql`select hits from apps where id = 1`)).rows[0]!.hits);
    await expectCountedAsWrites(hit, hits);
  });

  it('limits sign-in requests per address, right password or not', async () => {
    for (let index = 0; index < 3; index += 1) expect((await signIn('10.6.3.1')).json().success).toBe(true);
    expect((await signIn('10.6.3.1')).statusCode).toBe(429);
  });

  it('does not count this machine by address (local tools, a proxy that forwards none)', async () => {
    for (let index = 0; index < 6; index += 1) expect((await search('127.0.0.1', '证明')).statusCode).toBe(200);
  });
});
