import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { units } from '../modules/units/units.table';
import { cookieHeader, useSsrHost, type PageResponse } from '../test/ssr-host';

// Issue 14 items 4 and 5 (ADR 042): /wechat-login and /passport-cookie-login as the browser meets them, against the
// dev IdP.
const t = useSsrHost();
let idp: FastifyInstance;
let idpOrigin = '';
let port = 0;

beforeAll(async () => {
  idp = await buildIdp();
  idpOrigin = (await idp.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  const [xinghai] = await t.database.db.select().from(units).where(eq(units.fid, 331906));
  await t.database.db
    .update(units)
    .set({ wechat: { ...xinghai!.wechat!, authorizeOrigin: `${idpOrigin}/wechat`, apiOrigin: `${idpOrigin}/wechat` } })
    .where(eq(units.fid, 331906));
  await t.database.db
    .update(units)
    .set({ passportCookie: { cookieName: 'YZ_PASSPORT', validateUrl: `${idpOrigin}/passport/validate` } })
    .where(eq(units.fid, 39374));
  t.app.cache.clear();
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => idp.close());

const XINGHAI = () => `331906.localhost:${port}`;
const DONGYUE = () => `39374.localhost:${port}`;
const locationOf = (page: PageResponse) => page.headers.get('location') ?? '';
const join = (...headers: string[]) => headers.filter(Boolean).join('; ');

/** The browser at the dev IdP's WeChat: chooses a person; answers where WeChat sends it back. */
async function atWechat(authorize: string, person: string) {
  const url = new URL(authorize);
  const page = await idp.inject({ url: `${url.pathname}${url.search}` });
  const form = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))),
    ]),
  );
  const answer = await idp.inject({
    method: 'POST',
    url: '/wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, person }).toString(),
  });
  return new URL(answer.headers.location as string);
}

const userName = async (cookie: string, host: string) => {
  const token = [...cookie.matchAll(/(?:^|; )token=([^;]+)/g)].at(-1)![1]!;
  const me = await t.app.inject({
    url: authApi.userInfo.path,
    headers: { host: host.split(':')[0]!, authorization: `Bearer ${token}` },
  });
  return me.json().data.name as string;
};

describe('/wechat-login', () => {
  it('goes to WeChat, binds on first use through the bind page, then lands where it was asked to', async () => {
    const start = await t.page('/wechat-login?redirect=%2Fpersonal-center%2Fcollect', { host: XINGHAI() });
    expect(start.status).toBe(302);
    expect(locationOf(start)).toMatch(new RegExp(`^${idpOrigin}/wechat/connect/oauth2/authorize\\?appid=`));
    const browser = cookieHeader(start);
    expect(browser).toMatch(/yz_wechat=/);

    const back = await atWechat(locationOf(start), 'axing');
    expect(back.pathname).toBe('/wechat-login');
    const answered = await t.page(`${back.pathname}${back.search}`, { host: XINGHAI(), headers: { cookie: browser } });
    expect(answered.status).toBe(302);
    expect(locationOf(answered)).toBe('/wechat-login?bind=1&redirect=%2Fpersonal-center%2Fcollect');
    const binding = join(browser, cookieHeader(answered));

    const bindPage = await t.page(locationOf(answered), { host: XINGHAI(), headers: { cookie: binding } });
    expect(bindPage.status).toBe(200);
    expect(bindPage.html).toContain('绑定本站账号');
    expect(bindPage.html).toContain('阿星');

    const wrong = await t.page(locationOf(answered), {
      host: XINGHAI(),
      method: 'POST',
      headers: { cookie: binding, origin: `http://${XINGHAI()}` },
      form: { username: 'T1001', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('账号或密码错误');

    const bound = await t.page(locationOf(answered), {
      host: XINGHAI(),
      method: 'POST',
      headers: { cookie: binding, origin: `http://${XINGHAI()}` },
      form: { username: 'T1001', password: 'Yizhan@2026' },
    });
    expect([302, 303]).toContain(bound.status);
    expect(locationOf(bound)).toBe('/personal-center/collect');
    expect(await userName(cookieHeader(bound), XINGHAI())).toBe('王芳');
  });

  it('spec §8: a failure goes to the desktop login page with the redirect, or the phone’s passport login', async () => {
    const desktop = await t.page('/wechat-login?code=x&state=y&redirect=%2Fnews', { host: XINGHAI() });
    expect(desktop.status).toBe(302);
    expect(locationOf(desktop)).toBe('/login?redirect=%2Fnews');
    const phone = await t.page('/wechat-login?code=x&state=y&redirect=%2Fmobile%2Fhome', { host: XINGHAI() });
    expect(locationOf(phone)).toBe('/passport-cookie-login?redirect=%2Fmobile%2Fhome&mode=code');
    // A unit without WeChat: its login page.
    const none = await t.page('/wechat-login?redirect=%2Fnews', { host: 'localhost' });
    expect(locationOf(none)).toBe('/login?redirect=%2Fnews');
  });
});

describe('/passport-cookie-login', () => {
  /** Signs in at 东岳理工学院's passport; answers its cookie as a Cookie header. */
  async function passportCookie() {
    const form = await idp.inject({ url: '/passport/login?fid=39374', headers: { host: 'passport.39374.localhost' } });
    const execution = /name="execution" value="([^"]+)"/.exec(form.body)![1]!;
    const response = await idp.inject({
      method: 'POST',
      url: '/passport/login',
      headers: { host: 'passport.39374.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        fid: '39374',
        execution,
        username: '2023001',
        password: 'Yizhan@2026',
      }).toString(),
    });
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  it('without a cookie: the passport login with fid and refer back; with one: signed in and on to the page', async () => {
    const away = await t.page('/passport-cookie-login?redirect=%2Fnews', { host: DONGYUE() });
    expect(away.status).toBe(302);
    const login = new URL(locationOf(away));
    expect(login.hostname).toBe('passport.39374.localhost');
    expect(login.searchParams.get('refer')).toBe(
      `http://${DONGYUE()}/passport-cookie-login?redirect=%2Fnews&from=passport`,
    );

    const signedIn = await t.page('/passport-cookie-login?redirect=%2Fnews&from=passport', {
      host: DONGYUE(),
      headers: { cookie: await passportCookie() },
    });
    expect(signedIn.status).toBe(302);
    expect(locationOf(signedIn)).toBe('/news');
    expect(await userName(cookieHeader(signedIn), DONGYUE())).toBe('李明');
  });

  it('the passport-cookie conversion (?fid&refer) of a registered system goes straight there once signed in', async () => {
    const system = `http://ehall.39374.localhost:3100/business/dongyue/pc/jiaowu-01?name=x`;
    const page = await t.page(`/passport-cookie-login?fid=39374&refer=${encodeURIComponent(system)}`, {
      host: DONGYUE(),
      headers: { cookie: await passportCookie() },
    });
    expect(locationOf(page)).toBe(system);
  });

  it('a refused cookie shows the message with the ways on; coming back without one is a failure', async () => {
    const refused = await t.page('/passport-cookie-login?redirect=%2Fnews', {
      host: DONGYUE(),
      headers: { cookie: 'YZ_PASSPORT=forged' },
    });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain('通行证登录失败');
    expect(refused.html).toContain('通行证登录状态无效或已过期');
    expect(refused.html).toContain('href="/login?redirect=%2Fnews"');
    const loop = await t.page('/passport-cookie-login?redirect=%2Fnews&from=passport', { host: DONGYUE() });
    expect(loop.status).toBe(200);
    expect(loop.html).toContain('未能读取通行证的登录状态');
  });
});
