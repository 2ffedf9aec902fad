import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit';
import { integrationKit } from './integration.test-kit';

// A small per-key limit, so the test reaches it in a few pushes; the address limit stays the default.
const t = useTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, push: { perKey: 3 } } });
const int = integrationKit(t);

describe('push rate limit', () => {
  it('answers 429 with Retry-After and a Chinese message past a key’s pushes per minute, per key', async () => {
    const key = await int.keyFor(100001, '限流测试');
    const body = (n: number) => ({ externalId: `limit-${n}`, title: '限流', assignees: ['2023001'] });
    for (const n of [1, 2, 3]) expect((await int.push(int.api.task, body(n), key)).status).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: int.api.task.path,
      headers: { host: 'localhost', authorization: `Bearer ${key}` },
      payload: body(4),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 429, msg: '推送过于频繁，请稍后再试' });
    // Another key of the same unit has its own count.
    const other = await int.keyFor(100001, '另一个系统');
    expect((await int.push(int.api.task, body(5), other)).status).toBe(200);
  });
});
