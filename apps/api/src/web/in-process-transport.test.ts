import { beforeAll, describe, expect, it } from 'vitest';
import {
  authApi,
  homeApi,
  navigationApi,
  searchApi,
  serviceHallApi,
  siteConfigApi,
  type Endpoint,
  type TransportInput,
  type TransportResult,
} from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../test/test-app';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';

interface Case {
  title: string;
  endpoint: Endpoint;
  input?: TransportInput;
  host?: string;
  /** Sign in as this account first (both transports get the same session). */
  as?: string;
}

const cases: Case[] = [
  { title: 'start-up config', endpoint: siteConfigApi.globalConfig },
  { title: 'unit config on another unit', endpoint: siteConfigApi.unitConfig, host: 'gov.localhost' },
  { title: 'themes', endpoint: siteConfigApi.themes },
  { title: 'footer media with a style', endpoint: siteConfigApi.media, input: { query: { style: 2 } } },
  { title: 'guest menus', endpoint: navigationApi.openMenus },
  { title: 'signed-in menus', endpoint: navigationApi.openMenus, as: '2023001' },
  { title: 'user info without a token (401)', endpoint: authApi.userInfo },
  { title: 'user info of a user', endpoint: authApi.userInfo, as: 'T1001' },
  { title: 'quick navigation needs a user (401)', endpoint: navigationApi.quickNavigation },
  { title: 'service list', endpoint: serviceHallApi.serviceList, input: { body: { page: 2, pageSize: 5 } } },
  {
    title: 'service list with a bad page size (400)',
    endpoint: serviceHallApi.serviceList,
    input: { body: { page: 1, pageSize: 1000 } },
  },
  {
    title: 'types with a bad attributeType (400)',
    endpoint: serviceHallApi.allTypes,
    input: { query: { attributeType: 7 } },
  },
  { title: 'an unknown guide (404)', endpoint: serviceHallApi.guide, input: { query: { appId: '999999' } } },
  { title: 'collected apps of a user', endpoint: serviceHallApi.collected, as: '2023001' },
  { title: 'home content', endpoint: homeApi.content },
  // Its handler serializes its answer itself (SerializedAnswer): the page gets the same data.
  { title: 'a search', endpoint: searchApi.search, input: { query: { keyword: '奖学金' } } },
  { title: 'a search of a user', endpoint: searchApi.search, input: { query: { keyword: '奖学金' } }, as: '2023001' },
  { title: 'an unknown host (404)', endpoint: siteConfigApi.globalConfig, host: 'nowhere.example' },
  {
    title: 'a wrong password (business failure)',
    endpoint: authApi.passwordLogin,
    input: { body: { username: 'nomenu', password: 'wrong-password-1' } },
  },
];

/** Cookies reduced to what must match: name, attributes, and whether a value was set (tokens differ per call). */
const cookieShapes = (cookies: string[]) =>
  cookies.map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1=…').toLowerCase()).sort();

/**
 * The envelope with the per-call values masked: tokens, request ids, and the attempts left (both transports count
 * failures on the same account, ADR 026).
 */
const comparable = (result: TransportResult) => ({
  status: result.status,
  envelope: JSON.parse(
    JSON.stringify(result.envelope)
      .replace(/"(token|requestId)":"[^"]*"/g, '"$1":"…"')
      .replace(/"remainingAttempts":\d+/g, '"remainingAttempts":0'),
  ) as unknown,
  cookies: cookieShapes(result.cookies),
});

async function loginToken(username: string, host: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    headers: { host },
    remoteAddress: '10.9.9.9',
    payload: { username, password: PASSWORD },
  });
  return tokenOf(response);
}

async function overHttp({ endpoint, input = {}, host = 'localhost' }: Case, token?: string): Promise<TransportResult> {
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  const response = await t.app.inject({
    method: endpoint.method,
    url: `${endpoint.path}${query ? `?${query}` : ''}`,
    headers: { host, ...(token ? { cookie: `token=${token}` } : {}) },
    remoteAddress: '10.9.9.10',
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  return { status: response.statusCode, envelope: response.json(), cookies };
}

describe('the in-process transport answers exactly as HTTP does (ADR 017)', () => {
  const probe = new Map<string, Case>();
  beforeAll(() => {
    // A page-like route: it runs one case through the in-process transport of its own request.
    t.app.get('/__probe', async (request) => {
      const c = probe.get((request.query as { id: string }).id)!;
      return t.app.pageTransport(request).call(c.endpoint, c.input ?? {});
    });
    // A page that signs in as a guest and then asks who it is, as the root middleware and bootstrap do.
    t.app.get('/__probe-guest', async (request) => {
      const transport = t.app.pageTransport(request);
      const login = await transport.call(authApi.guestLogin, {});
      const info = await transport.call(authApi.userInfo, {});
      return { login, info, hasToken: transport.hasToken() };
    });
  });

  async function inProcess(c: Case, token?: string): Promise<TransportResult> {
    const id = String(probe.size);
    probe.set(id, c);
    const response = await t.app.inject({
      method: 'GET',
      url: `/__probe?id=${id}`,
      headers: { host: c.host ?? 'localhost', ...(token ? { cookie: `token=${token}` } : {}) },
      remoteAddress: '10.9.9.10',
    });
    return response.json() as TransportResult;
  }

  for (const c of cases) {
    it(c.title, async () => {
      const token = c.as ? await loginToken(c.as, c.host ?? 'localhost') : undefined;
      const http = comparable(await overHttp(c, token));
      const direct = comparable(await inProcess(c, token));
      expect(direct).toEqual(http);
    });
  }

  it('a guest login sets the same cookies and later calls of the page speak for the new guest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/__probe-guest', headers: { host: 'localhost' } });
    const { login, info, hasToken } = response.json();
    expect(cookieShapes(login.cookies)).toEqual(
      cookieShapes((await overHttp({ title: '', endpoint: authApi.guestLogin })).cookies),
    );
    expect(info.envelope).toMatchObject({ success: true, data: { userType: 'GUEST', name: '游客' } });
    expect(hasToken).toBe(true);
  });
});
