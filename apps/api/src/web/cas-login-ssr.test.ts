import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { units } from '../modules/units/units.table';
import { cookieHeader, useSsrHost } from '../test/ssr-host';

// Issue 14: the pages of CAS sign-in, as the browser meets them, against the dev IdP.
const t = useSsrHost();
let idp: FastifyInstance;
let idpOrigin = '';
let govOrigin = '';

beforeAll(async () => {
  idp = await buildIdp();
  idpOrigin = (await idp.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  await t.database.db
    .update(units)
    .set({ loginPath: `${idpOrigin}/cas/login` })
    .where(eq(units.fid, 200001));
  t.app.cache.clear();
  govOrigin = `http://gov.localhost:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => idp.close());

const GOV = () => new URL(govOrigin).host;

/** Signs in at the dev IdP for `service`; answers the URL it sends the browser back to. */
async function backFromIdp(service: string, username = 'citizen') {
  const form = await idp.inject({ url: `/cas/login?service=${encodeURIComponent(service)}` });
  const execution = /name="execution" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  const response = await idp.inject({
    method: 'POST',
    url: '/cas/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'Yizhan@2026', service, execution }).toString(),
  });
  return new URL(response.headers.location as string);
}

describe('/cas-login and /auth-login pages', () => {
  it('A5: /auth-login sends the browser to the CAS login with the service built from the unit’s origin', async () => {
    const page = await t.page('/auth-login?redirect=%2Fpersonal-center%2Fcollect', { host: GOV() });
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${idpOrigin}/cas/login`);
    expect(location.searchParams.get('service')).toBe(`${govOrigin}/cas-login?redirect=%2Fpersonal-center%2Fcollect`);
  });

  it('A3, A5: the ticket signs the person in, and a redirect strips it from the address', async () => {
    const back = await backFromIdp(`${govOrigin}/cas-login?redirect=%2Fpersonal-center%2Fcollect`);
    expect(back.searchParams.get('ticket')).toMatch(/^ST-/);
    const page = await t.page(`${back.pathname}${back.search}`, { host: GOV() });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/personal-center/collect');
    expect(page.headers.get('location')).not.toContain('ticket');
    // The page's guest token comes first; the sign-in's user token is the last one set.
    const token = [...cookieHeader(page).matchAll(/(?:^|; )token=([^;]+)/g)].at(-1)![1]!;
    const me = await t.app.inject({
      url: authApi.userInfo.path,
      headers: { host: 'gov.localhost', authorization: `Bearer ${token}` },
    });
    expect(me.json().data).toMatchObject({ name: '张市民', userType: 'CITIZEN' });

    // The same address again (the browser's back button): the ticket is spent, the page says so in Chinese.
    const again = await t.page(`${back.pathname}${back.search}`, { host: GOV() });
    expect(again.status).toBe(200);
    expect(again.html).toContain('统一身份认证登录失败');
    expect(again.html).toContain('统一身份认证票据无效、已使用或已过期，请重新登录');
    expect(again.html).toContain('href="/login?redirect=%2Fpersonal-center%2Fcollect"');
  });

  it('without a ticket (the way back from the CAS logout) goes on to a same-site target only', async () => {
    const back = await t.page('/cas-login?redirect=%2Fnews', { host: GOV() });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/news');
    const offSite = await t.page(`/cas-login?redirect=${encodeURIComponent('https://evil.example/')}`, {
      host: GOV(),
    });
    expect(offSite.headers.get('location')).toBe('/');
  });

  it('F2: with the CAS server away, /auth-login says so and offers the built-in form', async () => {
    await t.database.db.update(units).set({ loginPath: 'http://127.0.0.1:9/cas/login' }).where(eq(units.fid, 200001));
    t.app.cache.clear();
    const page = await t.page('/auth-login?redirect=%2Fmobile%2Fpersonal-center', { host: GOV() });
    expect(page.status).toBe(200);
    expect(page.html).toContain('统一身份认证服务暂时无法访问，请稍后再试，或使用本站账号登录');
    expect(page.html).toContain('href="/mobile-login?redirect=%2Fmobile%2Fpersonal-center"');
    await t.database.db
      .update(units)
      .set({ loginPath: `${idpOrigin}/cas/login` })
      .where(eq(units.fid, 200001));
    t.app.cache.clear();
  });

  it('the login page of the CAS unit offers 统一身份认证登录 above its own form', async () => {
    const page = await t.page('/login?redirect=%2Fnews', { host: GOV() });
    expect(page.html).toContain('统一身份认证登录');
    expect(page.html).toContain('href="/auth-login?redirect=%2Fnews"');
    expect(page.html).toContain('或使用本站账号登录');
    // 示范大学 signs in by its form, and offers its OpenID Connect provider (ADR 035).
    const campus = await t.page('/login?redirect=%2Fnews', { host: 'localhost' });
    expect(campus.html).not.toContain('href="/auth-login?redirect=%2Fnews"');
    expect(campus.html).toContain('href="/auth-login?method=oauth2&amp;redirect=%2Fnews"');
    expect(campus.html).toContain('使用统一身份认证（OIDC）登录');
  });
});
