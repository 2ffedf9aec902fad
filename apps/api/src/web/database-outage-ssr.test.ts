import { describe, expect, it } from 'vitest';
import { authApi, navigationApi, siteConfigApi } from '@yizhan/contracts';
import { cookieHeader, useSsrHost } from '../test/ssr-host';
import type { Outage } from '../test/outage';
import { tokenOf } from '../test/test-app';

// security.md F2: while the database is away protected calls fail closed with a clear message, public pages still
// render from what is cached, and everything recovers by itself when it returns.
const outage: Outage = { down: false };
const t = useSsrHost({ outage });

const api = (url: string, token?: string) =>
  t.app.inject({ url, headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('F2 the database goes away and comes back', () => {
  it('503 with a clear message, fail-closed calls, cached public pages, and recovery without a restart', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: 'localhost' },
      payload: { username: '2023001', password: 'Yizhan@2026' },
    });
    const userToken = tokenOf(login);
    // Warm: a guest's home page and the start-up config are in memory now.
    const guestPage = await t.page('/');
    expect(guestPage.status).toBe(200);
    expect((await api(siteConfigApi.globalConfig.path)).statusCode).toBe(200);

    outage.down = true;
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);

      const protectedCall = await api(navigationApi.quickNavigation.path, userToken);
      expect(protectedCall.statusCode).toBe(503);
      expect(protectedCall.headers['retry-after']).toBe('5');
      expect(protectedCall.json()).toEqual({
        success: false,
        code: 503,
        msg: '数据库暂时不可用，请稍后再试',
        data: null,
      });
      const uncached = await api('/homepage/homeApp/getAppGuide?appId=1');
      expect(uncached.json()).toMatchObject({ code: 503, msg: '数据库暂时不可用，请稍后再试' });

      // Public configuration answers from memory (and past its TTL from the last good value: memo-cache.test).
      expect((await api(siteConfigApi.globalConfig.path)).json()).toMatchObject({ success: true });
      const returning = await t.page('/', { headers: { cookie: cookieHeader(guestPage) } });
      expect(returning.status).toBe(200);
      expect(returning.html).toContain('示范大学');
      const newcomer = await t.page('/');
      expect(newcomer.status).toBe(200);
      expect(newcomer.cookies).toContainEqual(expect.stringMatching(/^tourist=1;/));
    } finally {
      outage.down = false;
    }

    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await api(navigationApi.quickNavigation.path, userToken)).json()).toMatchObject({ success: true });
  });
});
