import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { fuzzParameters, fuzzTimeout } from '../test/fuzz';
import { anyTarget, staysOn } from '../test/redirect-arbitraries';
import { fieldNames, isChinese, queryString, requestValue } from '../test/request-arbitraries';
import { listRegisteredHosts } from '../modules/sso';
import { tokenOf, useTestApp } from '../test/test-app';

// Property-based fuzzing over HTTP (issue 9 part 9): arbitrary queries, bodies, tokens, hosts and redirect targets
// sent to the API as a client would. Every answer is 2xx or 4xx with a Chinese message, never a 5xx. Request limits
// are set out of reach: the fuzzer is one machine and one user, and the limits have their own test.
const HUGE = 1_000_000_000;
const t = useTestApp({
  rateLimits: {
    signIn: { perAddress: HUGE },
    search: { perAddress: HUGE, perUser: HUGE },
    write: { perAddress: HUGE, perUser: HUGE },
  },
});
const RUNS = 150;

let userToken = '';
let guestToken = '';
beforeAll(async () => {
  const login = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    headers: { host: 'localhost' },
    payload: { username: '2023001', password: 'Yizhan@2026' },
  });
  userToken = tokenOf(login);
  guestToken = tokenOf(await t.app.inject({ url: authApi.guestLogin.path, headers: { host: 'localhost' } }));
});

/** Fails unless an answer is a 2xx, or a 4xx whose envelope says why in Chinese. */
function expectAnswered(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  let envelope: { success?: unknown; msg?: unknown };
  try {
    envelope = response.json();
  } catch {
    throw new Error(`${label}: HTTP ${response.statusCode}, not JSON: ${response.body.slice(0, 200)}`);
  }
  if (response.statusCode >= 400 || envelope.success === false) {
    expect(envelope.msg, `${label}: ${response.body.slice(0, 300)}`).toSatisfy(isChinese);
  }
}

/** Who a fuzzed request claims to be: nobody, a guest, the signed-in user, or a token that is no token at all. */
const caller = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'guest' as const }),
  fc.constant({ kind: 'user' as const }),
  fc.string({ maxLength: 60 }).map((junk) => ({ kind: 'junk' as const, junk })),
);

/** A body as sent on the wire: JSON of a value, text that is not JSON, or nothing, under some content type. */
const rawBody = (names: string[]) =>
  fc.oneof(
    {
      arbitrary: requestValue(names).map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
      weight: 6,
    },
    fc.string({ maxLength: 40 }).map((text) => ({ type: 'application/json', text })),
    fc.constantFrom(
      { type: 'application/json', text: '' },
      { type: 'application/json', text: '{"a":' },
      { type: 'text/plain', text: 'x' },
      { type: 'application/x-www-form-urlencoded', text: 'username=a&password=b' },
      { type: 'application/json; charset=latin1', text: '{}' },
      { type: 'application/json', text: '{"__proto__":{"isAdmin":true}}' },
      { type: 'application/json', text: `{"keyword":"${'a'.repeat(5000)}"}` },
    ),
  );

describe('R1: arbitrary queries, bodies and tokens to every endpoint answer 2xx or 4xx, never 5xx (property-based)', () => {
  it(
    'R1: every endpoint the API serves, with fuzzed query, body and caller',
    async () => {
      const served = [...t.app.endpoints.values()].map(({ endpoint }) => ({
        endpoint,
        queryNames: endpoint.query ? fieldNames(endpoint.query) : [],
        bodyNames: endpoint.body ? fieldNames(endpoint.body) : [],
      }));
      expect(served.length).toBeGreaterThan(20);
      const request = fc.constantFrom(...served).chain((entry) =>
        fc.record({
          entry: fc.constant(entry),
          query: queryString(entry.queryNames),
          body: rawBody(entry.bodyNames),
          who: caller,
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ entry, query, body, who }) => {
          const { endpoint } = entry;
          // Logout would revoke the shared user session: it is fuzzed as a guest.
          const kind = who.kind === 'user' && endpoint.path === authApi.logout.path ? 'guest' : who.kind;
          const token = { none: undefined, guest: guestToken, user: userToken, junk: 'junk' in who ? who.junk : '' }[
            kind
          ];
          const post = endpoint.method === 'POST';
          const response = await t.app.inject({
            method: endpoint.method,
            url: `${endpoint.path}${query ? `?${query}` : ''}`,
            headers: {
              host: 'localhost',
              ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
              ...(post ? { 'content-type': body.type } : {}),
            },
            ...(post ? { payload: body.text } : {}),
          });
          expectAnswered(
            response,
            `${endpoint.method} ${endpoint.path}?${query} ${post ? body.text.slice(0, 100) : ''}`,
          );
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 10),
  );
});

/** Header text Node's HTTP parser lets through (a real server refuses anything else before the app sees it). */
const headerText = (arbitrary: fc.Arbitrary<string>) =>
  arbitrary.filter((value) => value.trim() !== '' && /^[\t\x20-\x7e\x80-\xff]*$/.test(value));
const hostValue = headerText(
  fc.oneof(
    fc.constantFrom('localhost', 'gov.localhost', '331906.localhost', 'unknown.example', '127.0.0.1', '[::1]'),
    fc
      .tuple(
        fc.constantFrom('localhost', 'gov.localhost', 'evil.com', ''),
        fc.string({ unit: fc.constantFrom(...':@[]<>/\\%?#" \'`{}|^~!$&()*+,;=.-aZ09'.split('')), maxLength: 12 }),
      )
      .map(([name, rest]) => name + rest),
    fc.string({ unit: 'binary-ascii', maxLength: 30 }),
    fc.constant('<svg/onload=alert(1)>'),
  ),
);

describe('issue 9: arbitrary Host and X-Forwarded-Host headers answer 200, 400 or 404, never 5xx (property-based)', () => {
  it(
    'never a 5xx, and a refused host is never echoed back',
    async () => {
      const via = fc.constantFrom('host', 'x-forwarded-host');
      const path = fc.constantFrom('/homepage/globalConfig', authApi.hostInfo.path, '/home', '/mobile/home?x=1');
      await fc.assert(
        fc.asyncProperty(hostValue, via, path, async (host, header, url) => {
          const headers = header === 'host' ? { host } : { host: 'localhost', 'x-forwarded-host': host };
          const response = await t.app.inject({ url, headers });
          const label = `${header}: ${JSON.stringify(host)} ${url}`;
          expect([200, 400, 404], `${label}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
          expectAnswered(response, label);
          const { msg } = response.json() as { msg?: string };
          if (response.statusCode === 400) expect(msg, label).toBe('请求的主机名或地址不合法');
          if (/[<>"'`]/.test(host)) expect(msg, label).not.toContain(host.trim());
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 6),
  );
});

/** The seeded units' domains, and the sign-on servers their configuration names (the outer URL may go there). */
const units: Record<string, { domains: string[]; signOn: string[] }> = {
  localhost: { domains: ['localhost', '127.0.0.1'], signOn: [] },
  'gov.localhost': { domains: ['gov.localhost'], signOn: ['localhost'] },
  '331906.localhost': { domains: ['331906.localhost'], signOn: ['passport.331906.localhost'] },
};

/** Fails unless a URL the API returned, and each return target nested in it, keeps the visitor on the unit. */
function expectContained(result: string, host: string, label: string) {
  const { domains, signOn } = units[host]!;
  expect(staysOn(result, [...domains, ...signOn]), `${label}: ${result}`).toBe(true);
  const outer = new URL(result, `http://${host}/`);
  const nested = ['redirect', 'refer', 'service'].map((name) => outer.searchParams.get(name));
  const service = outer.searchParams.get('service');
  if (service !== null) nested.push(new URL(service, `http://${host}/`).searchParams.get('redirect'));
  for (const target of nested) {
    if (target !== null) expect(staysOn(target, domains), `${label}: nested ${target} in ${result}`).toBe(true);
  }
}

const hasControl = (value: string) => /\p{Cc}/u.test(value);

describe('A4: URLs auth.urls.ts builds from a redirect target stay on the unit (property-based, over HTTP)', () => {
  it(
    'A4: getHostInfo loginPath and logout url, for disguised attacks and arbitrary strings on every kind of unit',
    async () => {
      const host = fc.constantFrom(...Object.keys(units));
      await fc.assert(
        fc.asyncProperty(
          host,
          fc.constantFrom<'1' | '2'>('1', '2'),
          anyTarget,
          async (unitHost, terminalType, target) => {
            const hostInfo = await t.app.inject({
              url: `${authApi.hostInfo.path}?${new URLSearchParams({ redirect: target })}`,
              headers: { host: unitHost },
            });
            const logout = await t.app.inject({
              method: 'POST',
              url: `${authApi.logout.path}?${new URLSearchParams({ service: target, terminalType })}`,
              headers: { host: unitHost },
            });
            for (const [label, response, pick] of [
              ['getHostInfo', hostInfo, (data: { loginPath: string }) => data.loginPath],
              ['logout', logout, (data: { url: string }) => data.url],
            ] as const) {
              // A control character or an over-long value is refused outright: contained too.
              if (response.statusCode === 400 && (hasControl(target) || target.length > 2000)) continue;
              expect(response.statusCode, `${label} ${JSON.stringify(target)}: ${response.body}`).toBe(200);
              expectContained((pick as (data: unknown) => string)(response.json().data), unitHost, label);
            }
          },
        ),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 8),
  );
});

describe('A5: getPassportLoginAddress wraps only this site and the unit’s registered systems (property-based, over HTTP)', () => {
  it(
    'A5: the URL answered, and the refer in it, lead only to the unit’s domains or its registered systems',
    async () => {
      // 39374 converts through its passport-cookie address; 100001 passes URLs through.
      const passportUnits = { '39374.localhost': 39374, localhost: 100001 } as const;
      const allowed = new Map<string, string[]>();
      for (const [unitHost, fid] of Object.entries(passportUnits)) {
        const own = unitHost === 'localhost' ? ['localhost', '127.0.0.1'] : [unitHost];
        allowed.set(unitHost, [...own, ...(await listRegisteredHosts(t.database.db, fid))]);
      }
      const registered = [...new Set([...allowed.values()].flat())].filter((name) => name.includes('.'));
      const target = fc.oneof(
        anyTarget,
        fc.constantFrom(...registered).map((name) => `https://${name}/path?x=1`),
        fc
          .tuple(
            fc.constantFrom(...registered),
            fc.constantFrom('@evil.com', '.evil.com', ':443@evil.com', '\\@evil.com'),
          )
          .map(([name, trick]) => `https://${name}${trick}/`),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(passportUnits)), target, async (unitHost, url) => {
          const response = await t.app.inject({
            url: `${authApi.passportLoginAddress.path}?${new URLSearchParams({ url })}`,
            headers: { host: unitHost },
          });
          const label = `${unitHost} url=${JSON.stringify(url)}`;
          expectAnswered(response, label);
          if (response.statusCode === 400) return;
          expect(response.statusCode, label).toBe(200);
          const hosts = allowed.get(unitHost)!;
          const answered: string = response.json().data.url;
          // The question is where the visitor lands. A same-site URL is passed back as given, userinfo included
          // ('//x@localhost' lands on localhost), so userinfo before an allowed host is not a way off the unit.
          expect(staysOn(answered, hosts, { decoded: false, userinfo: true }), `${label}: ${answered}`).toBe(true);
          const refer = new URL(answered, `http://${unitHost}/`).searchParams.get('refer');
          if (refer !== null) {
            expect(staysOn(refer, hosts, { decoded: false, userinfo: true }), `${label}: refer ${refer}`).toBe(true);
          }
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 4),
  );
});
