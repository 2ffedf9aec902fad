import { describe, expect, it } from 'vitest';
import { aiSearchApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';

// AI search counts against the search limit per address (security.md R6), streamed or not.
const t = useTestApp({
  rateLimits: {
    signIn: { perAddress: 3 },
    search: { perAddress: 3, perUser: 2 },
    write: { perAddress: 5, perUser: 3 },
  },
});

const ask = (accept?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${aiSearchApi.search.path}?question=${encodeURIComponent('学生证怎么补办')}`,
    remoteAddress: '10.9.1.1',
    headers: { host: 'localhost', ...(accept ? { accept } : {}) },
  });

describe('AI search limit', () => {
  it('refuses the fourth question a minute from one address with 429 and a Chinese message; the config stays free', async () => {
    expect((await ask()).statusCode).toBe(200);
    expect((await ask('text/event-stream')).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    for (const accept of [undefined, 'text/event-stream']) {
      const refused = await ask(accept);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ success: false, code: 429, msg: '操作过于频繁，请稍后再试' });
    }
    const config = await t.app.inject({
      method: 'GET',
      url: aiSearchApi.config.path,
      remoteAddress: '10.9.1.1',
      headers: { host: 'localhost' },
    });
    expect(config.statusCode).toBe(200);
  });
});
