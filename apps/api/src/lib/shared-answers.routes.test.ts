import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi, navigationApi, siteConfigApi, type MenuItem } from '@yizhan/contracts';
import { themes } from '../modules/site-config/site-config.table';
import { tokenOf, useTestApp } from '../test/test-app';

// ADR 022: answers that are the same for every guest of a unit are kept serialized and served without the handler.
const t = useTestApp();

let nextIp = 0;
const signIn = async (username: string) =>
  tokenOf(
    await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: `10.7.0.${(nextIp += 1)}`,
      headers: { host: 'localhost' },
      payload: { username, password: 'Yizhan@2026' },
    }),
  );
const guestToken = async () =>
  tokenOf(await t.app.inject({ url: authApi.guestLogin.path, headers: { host: 'localhost' } }));

const get = (url: string, { token, host = 'localhost' }: { token?: string; host?: string } = {}) =>
  t.app.inject({ url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** Response headers a client could see, without the ones that differ per response or per session. */
const stableHeaders = (response: LightMyRequestResponse) => {
  const { date: _date, 'cache-control': _cacheControl, ...rest } = response.headers;
  return rest;
};

const menuNames = (response: LightMyRequestResponse) => (response.json().data as MenuItem[]).map((item) => item.name);

describe('shared guest answers (ADR 022)', () => {
  it('a kept answer is byte for byte what the response serializer gives, with the same headers', async () => {
    t.app.sharedAnswers.clear();
    const built = await get(siteConfigApi.globalConfig.path);
    expect(t.app.sharedAnswers.size).toBe(1);
    const kept = await get(siteConfigApi.globalConfig.path);
    // A signed-in user's call never uses the kept answers: the route's own serializer writes it.
    const serialized = await get(siteConfigApi.globalConfig.path, { token: await signIn('2023001') });
    expect(kept.body).toBe(built.body);
    expect(serialized.body).toBe(built.body);
    expect(stableHeaders(kept)).toEqual(stableHeaders(built));
    expect(stableHeaders(serialized)).toEqual(stableHeaders(built));
    expect(built.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(serialized.headers['cache-control']).toBe('no-store');
  });

  it('after a change notice the next answer has the change: a kept answer is never served stale', async () => {
    const colour = async () => {
      const entries = (await get(siteConfigApi.themes.path)).json().data as { type: number; color?: string }[];
      return entries.find((entry) => entry.type === 1)?.color;
    };
    const before = await colour();
    expect(await colour()).toBe(before);
    const version = t.app.cache.version;
    await t.database.db
      .update(themes)
      .set({ color: '#1d6f42' })
      .where(and(eq(themes.fid, 100001), eq(themes.type, 1)));
    // Wait for the notice only (not for the answer): the first answer after it must already be the new one.
    await expect.poll(() => t.app.cache.version, { timeout: 5_000 }).toBeGreaterThan(version);
    expect(await colour()).toBe('#1d6f42');
  });

  it('a signed-in user never gets the guests’ menus, and never leaves theirs for a guest', async () => {
    const user = await signIn('2023001');
    const guestMenus = ['首页', '服务大厅', '业务系统', '新闻资讯', '信息中心', '校园地图', '图书馆'];
    const userMenus = menuNames(await get(navigationApi.openMenus.path, { token: user }));
    expect(userMenus).not.toEqual(guestMenus);

    // The user first: nothing is kept, and the guest after gets the visitor entries.
    t.app.sharedAnswers.clear();
    await get(navigationApi.openMenus.path, { token: user });
    expect(t.app.sharedAnswers.size).toBe(0);
    expect(menuNames(await get(navigationApi.openMenus.path))).toEqual(guestMenus);

    // The guests' answer kept: the user still gets their own, and the guests theirs.
    expect(menuNames(await get(navigationApi.openMenus.path, { token: await guestToken() }))).toEqual(guestMenus);
    expect(t.app.sharedAnswers.size).toBe(1);
    expect(menuNames(await get(navigationApi.openMenus.path, { token: user }))).toEqual(userMenus);
    expect(menuNames(await get(navigationApi.openMenus.path))).toEqual(guestMenus);
  });

  it('every shared answer is the same for two different guests and for a visitor without a token', async () => {
    const [first, second] = [await guestToken(), await guestToken()];
    const shared = [...t.app.endpoints.values()].filter(
      ({ endpoint, shared }) => shared && endpoint.method === 'GET' && (endpoint.query?.safeParse({}).success ?? true),
    );
    expect(shared.length).toBeGreaterThanOrEqual(10);
    for (const { endpoint } of shared) {
      const answers = [];
      for (const token of [first, second, undefined]) {
        t.app.sharedAnswers.clear();
        answers.push((await get(endpoint.path, token ? { token } : {})).body);
      }
      expect(answers[1], endpoint.path).toBe(answers[0]);
      expect(answers[2], endpoint.path).toBe(answers[0]);
    }
  });

  it('keeps answers per unit and per query string', async () => {
    const campus = await get(siteConfigApi.unitConfig.path);
    const gov = await get(siteConfigApi.unitConfig.path, { host: 'gov.localhost' });
    expect(campus.json().data.fid).toBe(100001);
    expect(gov.json().data.fid).toBe(200001);
    expect((await get(siteConfigApi.unitConfig.path)).json().data.fid).toBe(100001);

    const style = (query: string) => get(`${siteConfigApi.media.path}${query}`).then((r) => r.body);
    const [plain, two] = [await style(''), await style('?style=2')];
    expect(await style('?style=2')).toBe(two);
    expect(await style('')).toBe(plain);
  });
});
