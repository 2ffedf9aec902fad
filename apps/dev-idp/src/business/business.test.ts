import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdp } from '../app';
import { DEMO_PASSWORD } from '../users';

// The demo business system (ADR 042): a CAS ticket for the government unit, the passport cookie for 东岳理工学院.

const GOV_SYSTEM = 'http://localhost:3100/business/gov/pc/grid-01?name=%E5%B1%85%E6%B0%91';
const DONGYUE_SYSTEM = '/business/dongyue/m/jiaowu-01?name=%E5%9C%A8%E8%AF%BB';

let app: FastifyInstance;
let logouts: Promise<unknown>[];

beforeEach(async () => {
  logouts = [];
  app = await buildIdp({
    portalPort: 3210,
    // Single logout reaches the business system in process.
    sendLogout: async (service, logoutRequest) => {
      const url = new URL(service);
      const sent = app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ logoutRequest }).toString(),
      });
      logouts.push(sent);
      return sent;
    },
  });
});
afterEach(() => app.close());

const cookies = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** A GET as the browser makes it on the dev IdP at localhost:3100. */
const get = (url: string, cookie = '', host = 'localhost:3100') => {
  const target = new URL(url, `http://${host}`);
  return app.inject({ url: `${target.pathname}${target.search}`, headers: { host: target.host, cookie } });
};

async function casSignIn(username = 'citizen') {
  const page = await app.inject({ url: '/cas/login', headers: { host: 'localhost:3100' } });
  const execution = /name="execution" value="([^"]+)"/.exec(page.body)![1]!;
  const response = await app.inject({
    method: 'POST',
    url: '/cas/login',
    headers: { host: 'localhost:3100', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: DEMO_PASSWORD, execution }).toString(),
  });
  return cookies(response);
}

describe('dev IdP · demo business system', () => {
  it('CAS: someone signed in at CAS arrives with a ticket, is shown by name, and single logout ends the session', async () => {
    const tgc = await casSignIn();
    const first = await get(GOV_SYSTEM);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/cas/login?service=${encodeURIComponent(GOV_SYSTEM)}`);
    const withTicket = await get(first.headers.location as string, tgc);
    expect(withTicket.headers.location).toMatch(/^http:\/\/localhost:3100\/business\/gov\/pc\/grid-01\?.*ticket=ST-/);
    const landed = await get(withTicket.headers.location as string);
    // The ticket leaves the address; the system keeps its own session.
    expect(landed.headers.location).toBe(GOV_SYSTEM);
    const session = cookies(landed);
    expect(session).toMatch(/^YZ_BIZ_GOV=/);
    const shown = await get(GOV_SYSTEM, session);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('张市民（citizen）');
    expect(shown.body).toContain('统一身份认证（CAS 票据）');
    expect(shown.body).toContain('居民');
    expect(shown.body).toContain('href="http://gov.localhost:3210/"');
    // A replayed ticket is refused.
    expect((await get(withTicket.headers.location as string)).statusCode).toBe(401);

    await get('/cas/logout', tgc);
    await Promise.all(logouts);
    expect((await get(GOV_SYSTEM, session)).statusCode).toBe(302);
  });

  it('passport: the cookie on the unit’s domain is enough; without it, the portal’s own CAS server', async () => {
    const host = 'ehall.39374.localhost:3100';
    const away = await get(DONGYUE_SYSTEM, '', host);
    expect(away.statusCode).toBe(302);
    // Whoever signed in at the portal (by password too) gets in from there, without a passport form (ADR 053).
    expect(away.headers.location).toBe(
      `http://39374.localhost:3210/cas/login?service=${encodeURIComponent(`http://${host}${DONGYUE_SYSTEM}`)}`,
    );
    const login = new URL('http://passport.39374.localhost:3100/passport/login');
    login.search = new URLSearchParams({ fid: '39374', refer: `http://${host}${DONGYUE_SYSTEM}` }).toString();

    const page = await get(`${login.pathname}${login.search}`, '', login.host);
    const execution = /name="execution" value="([^"]+)"/.exec(page.body)![1]!;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/passport/login',
      headers: { host: login.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        execution,
        fid: '39374',
        refer: login.searchParams.get('refer')!,
        username: '2023001',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expect(signedIn.headers.location).toBe(`http://${host}${DONGYUE_SYSTEM}`);
    expect(String(signedIn.headers['set-cookie'])).toContain('Domain=39374.localhost');
    const shown = await get(DONGYUE_SYSTEM, cookies(signedIn), host);
    expect(shown.body).toContain('李明（2023001）');
    expect(shown.body).toContain('通行证 Cookie');
    expect(shown.body).toContain('手机');
    expect(shown.body).toContain('href="http://39374.localhost:3210/mobile/work"');
    expect((await get(DONGYUE_SYSTEM, 'YZ_PASSPORT=forged', host)).statusCode).toBe(302);
    // The passport's logout ends the cookie's sign-in and returns only to a registered service.
    const out = await get(
      `/passport/logout?refer=${encodeURIComponent(`http://${host}/`)}`,
      cookies(signedIn),
      login.host,
    );
    expect(out.headers.location).toBe(`http://${host}/`);
    expect((await get(DONGYUE_SYSTEM, cookies(signedIn), host)).statusCode).toBe(302);
    const elsewhere = await get('/passport/logout?refer=https%3A%2F%2Fevil.example%2F', '', login.host);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain('您已退出通行证');
  });

  it('API code: someone signed in at the trusted app arrives with a single-use code and is shown by name', async () => {
    const DISTRICT_SYSTEM = 'http://localhost:3100/business/district/pc/grid-01?name=%E5%B1%85%E6%B0%91';
    const first = await get(DISTRICT_SYSTEM);
    expect(first.headers.location).toBe(`/api-code/login?service=${encodeURIComponent(DISTRICT_SYSTEM)}`);
    // Signed in at the trusted app (as when signing in to the district's portal).
    const form = await get(first.headers.location as string);
    const formValue = /name="form" value="([^"]+)"/.exec(form.body)![1]!;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api-code/login',
      headers: { host: 'localhost:3100', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        service: DISTRICT_SYSTEM,
        form: formValue,
        username: 'citizen',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    const withCode = new URL(signedIn.headers.location as string);
    expect(withCode.searchParams.get('code')).toBeTruthy();
    const landed = await get(withCode.toString());
    expect(landed.headers.location).toBe(DISTRICT_SYSTEM);
    const shown = await get(DISTRICT_SYSTEM, cookies(landed));
    expect(shown.body).toContain('张市民（citizen）');
    expect(shown.body).toContain('接口登录码（可信应用）');
    expect(shown.body).toContain('href="http://district.localhost:3210/"');
    // A code is good once; the trusted app's sign-in is enough for the next system without a form.
    expect((await get(withCode.toString())).statusCode).toBe(401);
    const again = await get(first.headers.location as string, cookies(signedIn));
    expect(again.headers.location).toMatch(/^http:\/\/localhost:3100\/business\/district\/pc\/grid-01\?.*code=/);
  });

  it('the passport’s code variant signs in with the code it shows, and refuses a wrong one', async () => {
    const page = await get('/passport/login?fid=39374&mode=code', '', 'passport.39374.localhost:3100');
    const execution = /name="execution" value="([^"]+)"/.exec(page.body)![1]!;
    const code = /本次验证码为 <strong>(\d{6})<\/strong>/.exec(page.body)![1]!;
    const post = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/passport/login',
        headers: { host: 'passport.39374.localhost:3100', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          execution,
          fid: '39374',
          mode: 'code',
          username: '2023001',
          code: value,
        }).toString(),
      });
    expect((await post(code === '000000' ? '111111' : '000000')).statusCode).toBe(401);
    // The form value was used up by the wrong attempt: a new form, a new code.
    const again = await get('/passport/login?fid=39374&mode=code', '', 'passport.39374.localhost:3100');
    const execution2 = /name="execution" value="([^"]+)"/.exec(again.body)![1]!;
    const code2 = /本次验证码为 <strong>(\d{6})<\/strong>/.exec(again.body)![1]!;
    const ok = await app.inject({
      method: 'POST',
      url: '/passport/login',
      headers: { host: 'passport.39374.localhost:3100', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        execution: execution2,
        fid: '39374',
        mode: 'code',
        username: '2023001',
        code: code2,
      }).toString(),
    });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/^YZ_PASSPORT=/);
  });

  it('portal CAS: a campus system sends people to its portal’s CAS server and validates the ticket there', async () => {
    // The portal's CAS server (ADR 053), as far as this client sees it: one validation answer on the unit's host.
    const asked: { host?: string; url?: string }[] = [];
    const portal = http.createServer((request, response) => {
      asked.push({ host: request.headers.host, url: request.url });
      const good = new URL(request.url!, 'http://x').searchParams.get('ticket') === 'ST-good';
      response.setHeader('content-type', 'application/xml; charset=utf-8');
      response.end(
        good
          ? '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>2023001</cas:user><cas:attributes><cas:name>李明</cas:name></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>'
          : '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">x</cas:authenticationFailure></cas:serviceResponse>',
      );
    });
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    const port = (portal.address() as AddressInfo).port;
    await app.close();
    app = await buildIdp({ portalPort: port });
    try {
      const system = 'http://localhost:3100/business/xinghai/pc/jiaowu-01?name=%E5%9C%A8%E8%AF%BB';
      const first = await get(system);
      expect(first.headers.location).toBe(
        `http://331906.localhost:${port}/cas/login?service=${encodeURIComponent(system)}`,
      );
      expect((await get(`${system}&ticket=ST-bad`)).statusCode).toBe(401);
      const landed = await get(`${system}&ticket=ST-good`);
      expect(landed.headers.location).toBe(system);
      expect(asked.at(-1)?.host).toBe(`331906.localhost:${port}`);
      expect(asked.at(-1)?.url).toContain(`service=${encodeURIComponent(system)}`);
      const shown = await get(system, cookies(landed));
      expect(shown.body).toContain('李明（2023001）');
      expect(shown.body).toContain('门户统一身份认证（CAS 票据）');
    } finally {
      await new Promise((resolve) => portal.close(resolve));
    }
  });
});
