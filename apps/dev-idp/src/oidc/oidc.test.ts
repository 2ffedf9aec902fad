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
async function authorize(challenge: string, username = 'citizen') {
  const jar = cookieJar();
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
  response = await get(path(response.headers.location as string));
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
