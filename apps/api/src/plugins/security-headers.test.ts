import { describe, expect, it } from 'vitest';
import { siteConfigApi } from '@yizhan/contracts';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

/** Every header helmet 8 gives with our options (security.md R4 and the rest of its set), as @fastify/helmet sent them. */
const helmetSet = {
  'content-security-policy':
    "default-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'self';script-src 'self';" +
    "style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';" +
    "frame-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('R4 security headers, worked out once', () => {
  it('every API answer carries helmet’s whole set, a kept shared answer too', async () => {
    for (let call = 0; call < 2; call += 1) {
      const response = await t.app.inject({ url: siteConfigApi.globalConfig.path, headers: { host: 'localhost' } });
      expect(response.headers).toMatchObject(helmetSet);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('error answers carry them too, and HSTS only over HTTPS', async () => {
    const unknown = await t.app.inject({ url: siteConfigApi.globalConfig.path, headers: { host: 'nowhere.example' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers).toMatchObject(helmetSet);
    const secure = await t.app.inject({
      url: '/homepage/no-such-call',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
    expect(secure.statusCode).toBe(404);
    expect(secure.headers).toMatchObject({ ...helmetSet, 'strict-transport-security': 'max-age=31536000' });
  });
});
