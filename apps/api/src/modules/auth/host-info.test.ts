import { get as httpGet } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { getJson, useTestApp } from '../../test/test-app';
import { units } from '../units/units.table';

const t = useTestApp();

const hostInfo = (host: string, redirect?: string) =>
  getJson(
    t.app,
    `${authApi.hostInfo.path}${redirect === undefined ? '' : `?${new URLSearchParams({ redirect })}`}`,
    host,
  );
/** The service a CAS login URL carries. */
const serviceOf = (loginPath: string) => new URL(new URL(loginPath).searchParams.get('service')!);

/** A GET over a real socket with a Host header of our choosing (fetch would not let us set one). */
function fetchWithHost(url: string, host: string): Promise<{ json(): Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ json: async () => JSON.parse(text) as unknown }));
    });
    request.on('error', reject);
  });
}

const passportAddress = (host: string, url: string) =>
  getJson(t.app, `${authApi.passportLoginAddress.path}?${new URLSearchParams({ url })}`, host);

describe('getHostInfo (spec §3)', () => {
  it('describes the built-in login of 100001 with the spec default idle limits', async () => {
    const { status, body, headers } = await hostInfo('localhost', '/news');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.data).toEqual({
      fid: 100001,
      loginType: 0,
      loginPath: '/login?redirect=%2Fnews',
      localPassportAddress: '',
      oauth2Name: '统一身份认证（OIDC）',
      wechatLogin: false,
      passportLogin: false,
      onLineMinute: null,
      refreshMinute: null,
    });
    expect((await hostInfo('localhost')).body.data.loginPath).toBe('/login');
    expect((await hostInfo('127.0.0.1')).body.data.fid).toBe(100001);
  });

  it('gives the CAS login URL of the government unit with its cas-login service', async () => {
    const { body } = await hostInfo('gov.localhost', '/service-hall');
    expect(body.data).toMatchObject({ fid: 200001, loginType: 1 });
    const url = new URL(body.data.loginPath);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3100/cas/login');
    expect([...url.searchParams.keys()]).toEqual(['service']);
    expect(url.searchParams.get('service')).toBe('http://gov.localhost/cas-login?redirect=%2Fservice-hall');
  });

  it('A5: builds the CAS service from the port the connection reached, never the port a Host header claims', async () => {
    const claimed = await hostInfo('gov.localhost:9999', '/news');
    expect(serviceOf(claimed.body.data.loginPath).origin).toBe('http://gov.localhost');

    // Over a real socket the service carries the port the server listens on, whatever the Host header says.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = new URL(address).port;
    const response = await fetchWithHost(`${address}${authApi.hostInfo.path}?redirect=%2Fnews`, 'gov.localhost:9999');
    const service = serviceOf(((await response.json()) as { data: { loginPath: string } }).data.loginPath);
    expect(service.origin).toBe(`http://gov.localhost:${port}`);
    expect(service.pathname).toBe('/cas-login');
  });

  it("A5: builds the CAS service from the unit's configured base URL when it has one", async () => {
    await t.database.db.update(units).set({ baseUrl: 'https://portal.demo-city.gov.cn/' }).where(eq(units.fid, 200001));
    try {
      await expect
        .poll(async () => serviceOf((await hostInfo('gov.localhost:9999', '/news')).body.data.loginPath).toString())
        .toBe('https://portal.demo-city.gov.cn/cas-login?redirect=%2Fnews');
    } finally {
      await t.database.db.update(units).set({ baseUrl: '' }).where(eq(units.fid, 200001));
    }
  });

  it('gives 331906 its own idle limits', async () => {
    const { body } = await hostInfo('331906.localhost');
    expect(body.data).toMatchObject({ fid: 331906, loginType: 0, onLineMinute: 30, refreshMinute: 20 });
  });

  it('refuses an over-long redirect with 400', async () => {
    const { status, body } = await hostInfo('localhost', `/${'a'.repeat(2000)}`);
    expect(status).toBe(400);
    expect(body.msg).toMatch(/返回地址/);
  });

  it('answers an unknown host with 404 and never another unit', async () => {
    const { status, body } = await hostInfo('unknown.example');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404 });
  });
});

describe('getLoginRedirectType (spec §3)', () => {
  it("is '0' on 100001 and '1' with /service-hall on the government unit", async () => {
    const campus = await getJson(t.app, authApi.loginRedirectType.path, 'localhost');
    expect(campus.body.data).toEqual({ loginRedirectType: '0', redirectNavigation: '' });
    const gov = await getJson(t.app, authApi.loginRedirectType.path, 'gov.localhost');
    expect(gov.body.data).toEqual({ loginRedirectType: '1', redirectNavigation: '/service-hall' });
  });
});

describe('getPassportLoginAddress (spec §2, §4)', () => {
  it('passes URLs through unchanged on a unit without passport conversion', async () => {
    expect((await passportAddress('localhost', '/service-hall?x=1')).body.data).toEqual({ url: '/service-hall?x=1' });
    // A registered system's address (the demo business system, where the unit's services lead) as it is.
    const system = 'http://localhost:3100/business/campus/pc/card?name=x';
    expect((await passportAddress('localhost', system)).body.data).toEqual({ url: system });
  });

  it('converts on 39374 to the absolute passport-cookie address on the same host', async () => {
    const { status, body } = await passportAddress('39374.localhost', '/service-hall');
    expect(status).toBe(200);
    const url = new URL(body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://39374.localhost/passport-cookie-login');
    expect(url.searchParams.get('fid')).toBe('39374');
    expect(url.searchParams.get('refer')).toBe('http://39374.localhost/service-hall');
  });

  it('A5: wraps in refer only addresses of this site or of systems the unit registered', async () => {
    // The library is a registered menu link of 示范大学; 39374's services are its registered systems.
    expect((await passportAddress('localhost', 'https://evil.example/steal')).status).toBe(400);
    const refused = await passportAddress('39374.localhost', 'https://evil.example/steal');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('已登记');
    expect((await passportAddress('39374.localhost', '//evil.example/x')).status).toBe(400);
  });

  it('refuses dangerous protocols and malformed URLs with 400', async () => {
    for (const [host, url] of [
      ['localhost', 'javascript:alert(1)'],
      ['39374.localhost', 'javascript:alert(1)'],
      ['localhost', 'JaVaScRiPt:alert(1)'],
      ['localhost', 'data:text/html,<script>alert(1)</script>'],
      ['localhost', 'vbscript:msgbox(1)'],
      ['localhost', 'http://['],
    ] as const) {
      const { status, body } = await passportAddress(host, url);
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ success: false, code: 400, msg: expect.stringContaining('url') });
    }
  });

  it('refuses a missing url with 400', async () => {
    const { status, body } = await getJson(t.app, authApi.passportLoginAddress.path);
    expect(status).toBe(400);
    expect(body.msg).toMatch(/地址/);
  });
});
