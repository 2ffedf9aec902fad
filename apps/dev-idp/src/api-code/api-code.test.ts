import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdp } from '../app';
import { DEMO_PASSWORD } from '../users';
import { API_CODE_CLIENT, API_CODE_SECONDS } from './codes';

const SERVICE = 'http://api.localhost:3000/api-login?redirect=%2Fservice-hall';

let app: FastifyInstance;
let clock = Date.parse('2026-11-23T08:00:00Z');

beforeEach(async () => {
  app = await buildIdp({ now: () => clock });
});
afterEach(() => app.close());

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const PORTAL = basic(API_CODE_CLIENT.id, API_CODE_CLIENT.secret);

/** Signs in at the trusted app for `service`; answers the redirect back with its code and millis. */
async function signIn(username = 'citizen', service = SERVICE) {
  const formPage = await app.inject({ url: `/api-code/login?service=${encodeURIComponent(service)}` });
  const form = /name="form" value="([^"]+)"/.exec(formPage.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: '/api-code/login',
    headers: formHeaders,
    payload: new URLSearchParams({ username, password: DEMO_PASSWORD, service, form }).toString(),
  });
}

const issued = (location: string) => {
  const url = new URL(location);
  return { code: url.searchParams.get('code') ?? '', millis: url.searchParams.get('millis') ?? '', url };
};

const verify = (code: string, millis: string, service = SERVICE, authorization = PORTAL) =>
  app.inject({
    method: 'POST',
    url: '/api-code/verify',
    headers: { ...formHeaders, authorization },
    payload: new URLSearchParams({ code, millis, service }).toString(),
  });

describe('dev IdP · API-code issuer (A8)', () => {
  it('signs in, sends the browser back to the service with a code and its millis, and verifies the code once', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(302);
    const { code, millis, url } = issued(response.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe('http://api.localhost:3000/api-login');
    expect(url.searchParams.get('redirect')).toBe('/service-hall');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(millis)).toBe(clock);

    const first = await verify(code, millis);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: 'citizen', attributes: expect.objectContaining({ name: '张市民' }) });
    const again = await verify(code, millis);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'INVALID_CODE' });
  });

  it('refuses an expired code, one presented with other millis or for another service, and is gone after any attempt', async () => {
    let { code, millis } = issued((await signIn()).headers.location as string);
    clock += API_CODE_SECONDS * 1000;
    expect((await verify(code, millis)).json()).toEqual({ error: 'INVALID_CODE' });

    ({ code, millis } = issued((await signIn()).headers.location as string));
    expect((await verify(code, String(Number(millis) + 1))).json()).toEqual({ error: 'INVALID_CODE' });
    expect((await verify(code, millis)).json()).toEqual({ error: 'INVALID_CODE' });

    ({ code, millis } = issued((await signIn()).headers.location as string));
    const other = 'http://api.localhost:3000/api-login?redirect=%2Fnews';
    expect((await verify(code, millis, other)).json()).toEqual({ error: 'INVALID_SERVICE' });
    expect((await verify(code, millis)).json()).toEqual({ error: 'INVALID_CODE' });
  });

  it('verifies only for the portal’s credentials', async () => {
    const { code, millis } = issued((await signIn()).headers.location as string);
    const wrong = await verify(code, millis, SERVICE, basic(API_CODE_CLIENT.id, 'guess'));
    expect(wrong.statusCode).toBe(401);
    expect((await verify(code, millis, SERVICE, '')).statusCode).toBe(401);
    // A refused caller did not use the code up.
    expect((await verify(code, millis)).statusCode).toBe(200);
  });

  it('keeps its own sign-in: a second visit issues a new code without the form, and logout ends it', async () => {
    const first = await signIn();
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const again = await app.inject({
      url: `/api-code/login?service=${encodeURIComponent(SERVICE)}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(302);
    expect(issued(again.headers.location as string).code).not.toBe(issued(first.headers.location as string).code);

    const logout = await app.inject({
      url: `/api-code/logout?service=${encodeURIComponent(SERVICE)}`,
      headers: { cookie },
    });
    expect(logout.headers.location).toBe(SERVICE);
    const after = await app.inject({
      url: `/api-code/login?service=${encodeURIComponent(SERVICE)}`,
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('登录并进入门户');
  });

  it('refuses unregistered services and wrong passwords', async () => {
    const foreign = await app.inject({
      url: `/api-code/login?service=${encodeURIComponent('https://evil.example/x')}`,
    });
    expect(foreign.statusCode).toBe(400);
    const formPage = await app.inject({ url: `/api-code/login?service=${encodeURIComponent(SERVICE)}` });
    const form = /name="form" value="([^"]+)"/.exec(formPage.body)?.[1] ?? '';
    const wrong = await app.inject({
      method: 'POST',
      url: '/api-code/login',
      headers: formHeaders,
      payload: new URLSearchParams({ username: 'citizen', password: 'nope', service: SERVICE, form }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('账号或密码错误');
  });
});
