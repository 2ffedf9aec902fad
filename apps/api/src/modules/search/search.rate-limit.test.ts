import { describe, expect, it } from 'vitest';
import { authApi, searchApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';

// Searches (and suggestions as one types) count per address and per signed-in user (security.md R6).
const t = useTestApp({
  rateLimits: {
    signIn: { perAddress: 50 },
    search: { perAddress: 6, perUser: 3 },
    write: { perAddress: 50, perUser: 50 },
  },
});

const get = (url: string, remoteAddress: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const searchUrl = `${searchApi.search.path}?keyword=${encodeURIComponent('图书馆')}`;
const suggestUrl = `${searchApi.suggest.path}?keyword=${encodeURIComponent('图书')}`;

describe('search rate limits', () => {
  it('refuses the seventh search a minute from one address with 429 and a Chinese message', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await get(searchUrl, '10.31.0.1')).statusCode).toBe(200);
      expect((await get(suggestUrl, '10.31.0.1')).statusCode).toBe(200);
    }
    const refused = await get(searchUrl, '10.31.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 429, msg: '操作过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back, and the history is no search.
    expect((await get(searchUrl, '10.31.0.2')).statusCode).toBe(200);
    expect((await get(searchApi.records.path, '10.31.0.1')).statusCode).toBe(200);
  });

  it('refuses a signed-in user past their own limit, whatever the address', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: '10.31.1.1',
      headers: { host: 'localhost' },
      payload: { username: 'T1001', password: 'Yizhan@2026' },
    });
    const token = tokenOf(login);
    for (let index = 0; index < 3; index += 1) {
      expect((await get(searchUrl, `10.31.2.${index + 1}`, token)).statusCode).toBe(200);
    }
    const refused = await get(searchUrl, '10.31.2.9', token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('操作过于频繁，请稍后再试');
  });
});
