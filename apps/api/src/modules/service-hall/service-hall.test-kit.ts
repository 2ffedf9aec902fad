import { expect } from 'vitest';
import { authApi, serviceHallApi, type App } from '@yizhan/contracts';
import { tokenOf, type TestApp } from '../../test/test-app';

const PASSWORD = 'Yizhan@2026';
let nextIp = 0;

/** Request helpers for the service-hall tests: sign-in, GET and same-origin JSON POST through app.inject. */
export function serviceHallKit(t: TestApp) {
  const headers = (token: string | undefined, host: string) => ({
    host,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  async function login(username: string, host = 'localhost'): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: `10.7.${Math.floor(nextIp / 200)}.${(nextIp += 1) % 200}`,
      headers: { host },
      payload: { username, password: PASSWORD },
    });
    expect(response.json(), `login of ${username}`).toMatchObject({ success: true });
    return tokenOf(response);
  }

  async function guest(host = 'localhost'): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: authApi.guestLogin.path, headers: { host } });
    return tokenOf(response);
  }

  async function get(url: string, token?: string, host = 'localhost') {
    const response = await t.app.inject({ method: 'GET', url, headers: headers(token, host) });
    return { status: response.statusCode, body: response.json() };
  }

  async function post(url: string, payload: unknown, token?: string, host = 'localhost') {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers(token, host), origin: `http://${host}` },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** One page of services (or business systems), asserting success. */
  async function services(filter: Record<string, unknown>, token?: string, host = 'localhost', business = false) {
    const path = business ? serviceHallApi.businessList.path : serviceHallApi.serviceList.path;
    const { status, body } = await post(path, filter, token, host);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.data as { list: App[]; total: number };
  }

  /** Every service the token sees, over all pages. */
  async function allServices(token?: string, host = 'localhost', business = false): Promise<App[]> {
    const found: App[] = [];
    for (let page = 1; ; page += 1) {
      const { list, total } = await services({ page, pageSize: 100 }, token, host, business);
      found.push(...list);
      if (found.length >= total || list.length === 0) return found;
    }
  }

  /** The app with this exact name among those the token sees. */
  async function findByName(name: string, token?: string, host = 'localhost', business = false): Promise<App> {
    const { list } = await services({ keyword: name, pageSize: 100 }, token, host, business);
    const app = list.find((item) => item.name === name);
    expect(app, `${name} is visible`).toBeDefined();
    return app!;
  }

  return { login, guest, get, post, services, allServices, findByName };
}
