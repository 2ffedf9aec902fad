import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdp } from '../app';
import { DEMO_PASSWORD } from '../users';

const SERVICE = 'http://gov.localhost:3000/cas-login?redirect=%2Fservice-hall';

let app: FastifyInstance;
let clock = Date.parse('2026-11-23T08:00:00Z');
let logouts: { service: string; logoutRequest: string }[];

beforeEach(async () => {
  logouts = [];
  app = await buildIdp({
    now: () => clock,
    sendLogout: async (service, logoutRequest) => logouts.push({ service, logoutRequest }),
  });
});
afterEach(() => app.close());

const form = (body: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(body).toString(),
});

/** Opens the login form and posts it; answers the response (a redirect with a ticket when it worked). */
async function signIn(username = 'citizen', password = DEMO_PASSWORD, service = SERVICE) {
  const formPage = await app.inject({ url: `/cas/login?service=${encodeURIComponent(service)}` });
  const execution = /name="execution" value="([^"]+)"/.exec(formPage.body)?.[1] ?? '';
  const { payload, ...headers } = form({ username, password, service, execution });
  return app.inject({ method: 'POST', url: '/cas/login', headers, payload });
}

const ticketOf = (location: string) => new URL(location).searchParams.get('ticket') ?? '';
const validate = (ticket: string, service = SERVICE) =>
  app.inject({
    url: `/cas/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`,
  });

describe('dev IdP · CAS 3.0', () => {
  it('shows a Chinese login form naming where the person returns to', async () => {
    const response = await app.inject({ url: `/cas/login?service=${encodeURIComponent(SERVICE)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('统一身份认证');
    expect(response.body).toContain('登录后返回 gov.localhost:3000');
    expect(response.body).toContain('<label for="username">账号</label>');
  });

  it('refuses a wrong password with the same words as an unknown account', async () => {
    const wrong = await signIn('citizen', 'nope');
    const unknown = await signIn('nobody', DEMO_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('账号或密码错误');
    expect(unknown.body).toContain('账号或密码错误');
  });

  it('refuses a login form posted without its one-time execution value', async () => {
    const { payload, ...headers } = form({ username: 'citizen', password: DEMO_PASSWORD, service: SERVICE });
    const response = await app.inject({ method: 'POST', url: '/cas/login', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('登录页面已过期');
  });

  it('sends the person back to the service with a ticket, validated once with the user’s attributes', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${SERVICE}&ticket=ST-`)).toBe(true);
    const ticket = ticketOf(location);
    expect(ticket).toMatch(/^ST-[A-Za-z0-9-]+$/);

    const first = await validate(ticket);
    expect(first.headers['content-type']).toContain('xml');
    expect(first.body).toContain('<cas:user>citizen</cas:user>');
    expect(first.body).toContain('<cas:name>张市民</cas:name>');
    expect(first.body).toContain('<cas:userType>CITIZEN</cas:userType>');
    expect(first.body).toContain('<cas:isFromNewLogin>true</cas:isFromNewLogin>');

    // Single use: a replay fails.
    const replay = await validate(ticket);
    expect(replay.body).toContain('<cas:authenticationFailure code="INVALID_TICKET">');
  });

  it('refuses a ticket presented for another service, and the ticket is gone afterwards', async () => {
    const ticket = ticketOf((await signIn()).headers.location as string);
    const other = await validate(ticket, 'http://evil.localhost:3000/cas-login');
    expect(other.body).toContain('code="INVALID_SERVICE"');
    expect((await validate(ticket)).body).toContain('code="INVALID_TICKET"');
  });

  it('lets a ticket expire after ten seconds', async () => {
    const ticket = ticketOf((await signIn()).headers.location as string);
    clock += 10_001;
    expect((await validate(ticket)).body).toContain('code="INVALID_TICKET"');
  });

  it('signs the person in to a second service without the form (single sign-on), not a first login', async () => {
    const first = await signIn();
    const cookie = (first.headers['set-cookie'] as string).split(';')[0]!;
    const other = 'http://localhost:3000/cas-login?redirect=%2F';
    const second = await app.inject({ url: `/cas/login?service=${encodeURIComponent(other)}`, headers: { cookie } });
    expect(second.statusCode).toBe(302);
    const validated = await validate(ticketOf(second.headers.location as string), other);
    expect(validated.body).toContain('<cas:isFromNewLogin>false</cas:isFromNewLogin>');
  });

  it('refuses a service that is not registered', async () => {
    const response = await app.inject({ url: `/cas/login?service=${encodeURIComponent('https://evil.example/x')}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('未登记的应用');
  });

  it('logs out everywhere: each service that got a ticket receives a logoutRequest naming it', async () => {
    const response = await signIn();
    const ticket = ticketOf(response.headers.location as string);
    const cookie = (response.headers['set-cookie'] as string).split(';')[0]!;
    const out = await app.inject({
      url: `/cas/logout?service=${encodeURIComponent('http://gov.localhost:3000/')}`,
      headers: { cookie },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('http://gov.localhost:3000/');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.service).toBe(SERVICE);
    expect(logouts[0]!.logoutRequest).toContain(`<samlp:SessionIndex>${ticket}</samlp:SessionIndex>`);
    expect(logouts[0]!.logoutRequest).toContain('<saml:NameID>citizen</saml:NameID>');
    // The sign-in is over: the form again, no ticket.
    const again = await app.inject({ url: `/cas/login?service=${encodeURIComponent(SERVICE)}`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<form');
  });
});
