import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';
import { discover, redeemCode } from '../sso/oauth2.client';
import type { OAuth2Settings } from '../units/units.table';
import { ssoServices } from './idp.table';

// The portal's OpenID Connect provider (issue 35 item 1, ADR 053), driven over real HTTP: the browser's part by
// hand, the system's part by the portal's own OpenID Connect client (oauth2.client.ts), as a business system would.

const t = useTestApp();
const CLIENT = { id: 'test-system', secret: 'test-system-secret', redirect: 'http://rp.example/callback' };
let origin = '';
const settings = (): OAuth2Settings => ({
  name: '门户',
  issuer: `${origin}/oidc`,
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  scopes: 'openid profile',
  claims: { username: 'preferred_username', name: 'name' },
});

/** A business system's back-channel logout endpoint: the logout tokens it receives. */
const logoutTokens: string[] = [];
const logoutListener = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    logoutTokens.push(new URLSearchParams(body).get('logout_token') ?? '');
    response.end();
  });
});
afterAll(() => new Promise((resolve) => logoutListener.close(resolve)));

beforeAll(async () => {
  await t.database.db.insert(ssoServices).values({
    fid: 100001,
    name: '测试业务系统',
    serviceUrl: 'http://rp.example/',
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [CLIENT.redirect],
  });
  await new Promise<void>((resolve) => logoutListener.listen(0, '127.0.0.1', resolve));
  await t.database.db.insert(ssoServices).values({
    fid: 100001,
    name: '测试办公系统',
    serviceUrl: 'http://oa.example/',
    clientId: 'test-oa',
    clientSecret: 'test-oa-secret',
    redirectUris: ['http://oa.example/callback'],
    backchannelLogoutUri: `http://127.0.0.1:${(logoutListener.address() as AddressInfo).port}/logout`,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** A browser: cookies kept by name across requests, redirects followed by hand. */
function browser() {
  const jar = new Map<string, string>();
  return {
    jar,
    async get(url: string) {
      const response = await fetch(new URL(url, origin), {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
        if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.set(name, value);
        else jar.delete(name);
      }
      return response;
    },
  };
}

async function signIn(b: ReturnType<typeof browser>) {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: `10.54.0.${Math.floor(Math.random() * 200) + 1}`,
    headers: { host: '127.0.0.1' },
    payload: { username: '2023001', password: 'Yizhan@2026' },
  });
  b.jar.set('token', tokenOf(response));
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The browser's part of an authorization: answers where it ended (the system's redirect URI, or elsewhere). */
async function authorize(
  b: ReturnType<typeof browser>,
  challenge: string,
  redirect = CLIENT.redirect,
  clientId = CLIENT.id,
) {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'openid profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await b.get(`/oidc/auth?${query}`);
  for (let hops = 0; hops < 8; hops += 1) {
    const location = response.headers.get('location');
    if (!location || location.startsWith(redirect) || !location.includes('/oidc/')) {
      return { response, location };
    }
    response = await b.get(location);
  }
  throw new Error('too many redirects');
}

describe('the portal as an OpenID Connect provider for its business systems', () => {
  it('publishes discovery with PKCE S256 for the unit’s issuer', async () => {
    const document = await discover(settings());
    expect(document.issuer).toBe(`${origin}/oidc`);
    const raw = (await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(raw.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs the portal’s user in to a registered system without a form: code, PKCE, an ID token naming them', async () => {
    const b = browser();
    await signIn(b);
    const { verifier, challenge } = pkce();
    const { location } = await authorize(b, challenge);
    const back = new URL(location!);
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirect);
    expect(back.searchParams.get('state')).toBe('state-1');
    const { claims } = await redeemCode(settings(), {
      code: back.searchParams.get('code')!,
      codeVerifier: verifier,
      redirectUri: CLIENT.redirect,
      nonce: 'nonce-1',
    });
    expect(claims).toMatchObject({ sub: '2023001', preferred_username: '2023001', name: '李明', aud: CLIENT.id });
    // A code is good once; PKCE is required.
    await expect(
      redeemCode(settings(), {
        code: back.searchParams.get('code')!,
        codeVerifier: verifier,
        redirectUri: CLIENT.redirect,
        nonce: 'nonce-1',
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('sends a visitor who is not signed in to the portal’s own login page', async () => {
    const { location } = await authorize(browser(), pkce().challenge);
    expect(location).toMatch(/^\/login\?redirect=%2Foidc%2Finteraction%2F/);
  });

  it('asks again once the person signed out of the portal', async () => {
    const b = browser();
    await signIn(b);
    expect((await authorize(b, pkce().challenge)).location).toMatch(/^http:\/\/rp\.example\/callback\?code=/);
    await t.app.inject({
      method: 'POST',
      url: `${authApi.logout.path}?terminalType=1`,
      headers: { host: '127.0.0.1', authorization: `Bearer ${b.jar.get('token')}` },
    });
    expect((await authorize(b, pkce().challenge)).location).toMatch(/^\/login\?redirect=%2Foidc%2Finteraction%2F/);
  });

  it('back-channel logout: signing out of the portal sends the system a signed logout token for its session', async () => {
    const b = browser();
    await signIn(b);
    const { verifier, challenge } = pkce();
    const { location } = await authorize(b, challenge, 'http://oa.example/callback', 'test-oa');
    const code = new URL(location!).searchParams.get('code')!;
    const { idToken } = await redeemCode(
      { ...settings(), clientId: 'test-oa', clientSecret: 'test-oa-secret' },
      { code, codeVerifier: verifier, redirectUri: 'http://oa.example/callback', nonce: 'nonce-1' },
    );
    const sid = decodeJwt(idToken).sid;
    expect(sid).toBeTruthy();
    logoutTokens.length = 0;
    const logout = await fetch(`${origin}${authApi.logout.path}?terminalType=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.jar.get('token')}` },
    });
    expect(((await logout.json()) as { success: boolean }).success).toBe(true);
    expect(logoutTokens).toHaveLength(1);
    const { payload } = await jwtVerify(logoutTokens[0]!, createRemoteJWKSet(new URL(`${origin}/oidc/jwks`)), {
      issuer: `${origin}/oidc`,
      audience: 'test-oa',
    });
    expect(payload).toMatchObject({
      sub: '2023001',
      sid,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    });
  });

  it('refuses a redirect URI the system did not register, in Chinese', async () => {
    const b = browser();
    await signIn(b);
    const { response } = await authorize(b, pkce().challenge, 'https://evil.example.com/callback');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('认证请求有误');
  });

  it('is no provider on a unit that signs people in elsewhere', async () => {
    const response = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'gov.localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('未提供统一身份认证');
  });
});
