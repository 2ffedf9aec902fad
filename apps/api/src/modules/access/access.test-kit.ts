import { expect } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { tokenOf, type TestApp } from '../../test/test-app';

const PASSWORD = 'Yizhan@2026';
let nextIp = 0;

interface Call {
  token?: string;
  host?: string;
  cookie?: string;
  body?: unknown;
}

/** Request helpers of the console's tests: sign-in, and a call as a user, host and cookie through app.inject. */
export function consoleKit(t: TestApp) {
  async function login(username: string, host = 'localhost'): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: `10.37.${Math.floor(nextIp / 200)}.${(nextIp += 1) % 200}`,
      headers: { host },
      payload: { username, password: PASSWORD },
    });
    expect(response.json(), `login of ${username}`).toMatchObject({ success: true });
    return tokenOf(response);
  }

  async function call(
    endpoint: { method: string; path: string },
    { token, host = 'localhost', cookie, body }: Call = {},
  ) {
    const response = await t.app.inject({
      method: endpoint.method as 'GET' | 'POST',
      url: endpoint.path,
      headers: {
        host,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
        ...(body ? { origin: `http://${host}` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  return { login, call, PASSWORD };
}

/** A GET endpoint with a query string. */
export const withQuery = (endpoint: { path: string }, query: Record<string, string | number>) => ({
  method: 'GET',
  path: `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
});
