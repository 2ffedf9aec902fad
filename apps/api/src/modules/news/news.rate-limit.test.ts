import { describe, expect, it } from 'vitest';
import { newsApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';

// The view counter is a GET that writes: it counts against the write limit (security.md R6); reading stays free.
const t = useTestApp({
  rateLimits: {
    signIn: { perAddress: 3 },
    search: { perAddress: 4, perUser: 2 },
    write: { perAddress: 5, perUser: 3 },
  },
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.1', headers: { host: 'localhost' } });

describe('news view counter limit', () => {
  it('refuses the sixth view report a minute from one address with 429; lists and articles stay free', async () => {
    const { id } = (await get(`${newsApi.list.path}?pageSize=1`)).json().data.list[0];
    for (let index = 0; index < 5; index += 1)
      expect((await get(`${newsApi.view.path}?id=${id}`)).statusCode).toBe(200);
    const refused = await get(`${newsApi.view.path}?id=${id}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('操作过于频繁，请稍后再试');
    for (let index = 0; index < 10; index += 1) {
      expect((await get(`${newsApi.detail.path}?id=${id}`)).statusCode).toBe(200);
      expect((await get(`${newsApi.list.path}?page=${index + 1}`)).statusCode).toBe(200);
    }
  });
});
