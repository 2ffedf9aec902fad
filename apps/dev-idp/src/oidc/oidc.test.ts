import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdp } from '../app';
import { DEMO_PASSWORD } from '../users';
import { OIDC_CLIENT } from './provider';

const REDIRECT = 'http://localhost:3000/auth-login';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildIdp({ publicOrigin: 'http://localhost:3100', oidcRedirectUris: [REDIRECT] });
});
afterAll(() => app.close());

/** A browser's cookies for the provider, kept across redirects. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: LightMyRequestResponse) {
      for (const cookie of response.cookies) {
        if (cookie.value) jar.set(cookie.name, cookie.value);
        else jar.delete(cookie.name);
      }
    },
  };
}

const path = (location: string) => {
  const url = new URL(location, 'http://localhost:3100');
  return `${url.pathname}${url.search}`;
};

/** Runs the browser's part of an authorization code flow; answers the redirect back to the portal. */
async function authorize(challenge: string, username = 'citizen', jar = cookieJar()) {
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: { cookie: jar.header() } });
    jar.take(response);
    return response;
  };
  const query = new URLSearchParams({
    client_id: OIDC_CLIENT.id,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await get(`/oidc/auth?${query}`);
  expect(response.statusCode, response.body).toBe(303);
  const backToPortal = () => String(response.headers.location ?? '').startsWith(REDIRECT);
  // Signed in here already: straight back to the portal without a form.
  for (let hops = 0; hops < 6 && !backToPortal() && response.headers.location; hops += 1) {
    response = await get(path(response.headers.location as string));
  }
  if (backToPortal()) return new URL(response.headers.location as string);
  expect(response.body).toContain('<label for="username">账号</label>');
  const action = /action="([^"]+)"/.exec(response.body)![1]!;
  response = await app.inject({
    method: 'POST',
    url: action,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
  });
  jar.take(response);
  for (let hops = 0; hops < 6 && !String(response.headers.location ?? '').startsWith(REDIRECT); hops += 1) {
    response = await get(path(response.headers.location as string));
  }
  return new URL(response.headers.location as string);
}

const token = (code: string, verifier?: string) =>
  app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${OIDC_CLIENT.id}:${OIDC_CLIENT.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      ...(verifier ? { code_verifier: verifier } : {}),
    }).toString(),
  });

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

describe('dev IdP · OpenID Connect (oidc-provider)', () => {
  it('publishes its discovery document with PKCE S256 and iss in the authorization response', async () => {
    const response = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.json()).toMatchObject({
      issuer: 'http://localhost:3100/oidc',
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it('signs a demo person in with a Chinese form and answers an ID token for the code and its verifier', async () => {
    const { verifier, challenge } = pkce();
    const back = await authorize(challenge);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('iss')).toBe('http://localhost:3100/oidc');
    const answer = await token(back.searchParams.get('code')!, verifier);
    expect(answer.statusCode, answer.body).toBe(200);
    const claims = decodeJwt(answer.json().id_token as string);
    expect(claims).toMatchObject({
      iss: 'http://localhost:3100/oidc',
      aud: OIDC_CLIENT.id,
      nonce: 'nonce-1',
      sub: 'citizen',
      preferred_username: 'citizen',
      name: '张市民',
    });
    // A code is good once.
    expect((await token(back.searchParams.get('code')!, verifier)).json().error).toBe('invalid_grant');
  });

  it('A6: refuses a code exchanged without its PKCE verifier, or with another one', async () => {
    const { challenge } = pkce();
    const first = await authorize(challenge);
    expect((await token(first.searchParams.get('code')!)).json().error).toMatch(/invalid_(grant|request)/);
    const second = await authorize(challenge);
    expect((await token(second.searchParams.get('code')!, pkce().verifier)).json().error).toBe('invalid_grant');
  });

  it('RP-initiated logout: the portal sends the ID token as a hint, the person confirms in Chinese, and the next sign-in asks again', async () => {
    const jar = cookieJar();
    const { verifier, challenge } = pkce();
    const back = await authorize(challenge, 'citizen', jar);
    const idToken = (await token(back.searchParams.get('code')!, verifier)).json().id_token as string;
    // While signed in here, another authorization needs no form.
    const again = await authorize(pkce().challenge, 'citizen', jar);
    expect(again.searchParams.get('code')).toBeTruthy();

    const discovery = (await app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    expect(discovery.end_session_endpoint).toMatch(/\/oidc\/session\/end$/);
    const query = new URLSearchParams({
      id_token_hint: idToken,
      client_id: OIDC_CLIENT.id,
      post_logout_redirect_uri: 'http://localhost:3000/login',
    });
    const confirm = await app.inject({ url: `/oidc/session/end?${query}`, headers: { cookie: jar.header() } });
    jar.take(confirm);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.body).toContain('退出统一身份认证');
    const action = /action="([^"]+)"/.exec(confirm.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await app.inject({
      method: 'POST',
      url: path(action),
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    jar.take(done);
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/login');

    // The sign-in here is over: the same browser is asked for its password again.
    const start = await app.inject({
      url: `/oidc/auth?${new URLSearchParams({
        client_id: OIDC_CLIENT.id,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'openid',
        state: 's',
        nonce: 'n',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      })}`,
      headers: { cookie: jar.header() },
    });
    jar.take(start);
    const form = await app.inject({ url: path(start.headers.location as string), headers: { cookie: jar.header() } });
    expect(form.body).toContain('<label for="username">账号</label>');
  });

  it('refuses a logout that would return anywhere but a registered page, in Chinese', async () => {
    const query = new URLSearchParams({ client_id: OIDC_CLIENT.id, post_logout_redirect_uri: 'https://evil.example/' });
    const response = await app.inject({ url: `/oidc/session/end?${query}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('认证请求有误');
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: OIDC_CLIENT.id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
      state: 's',
    });
    const response = await app.inject({ url: `/oidc/auth?${query}` });
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).searchParams.get('error')).toBe('invalid_request');
  });
});
