import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSsrHost } from '../test/ssr-host';

// security.md R4: headers on every response; the page's CSP allows exactly its own inline scripts.
const t = useSsrHost();

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('R4 security headers', () => {
  it('a page carries a CSP with object-src none, base-uri none, frame-ancestors self and its script hashes', async () => {
    const { html, headers } = await t.page('/');
    const policy = directives(headers.get('content-security-policy'));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline.filter((text) => text.trim())) {
      const hash = createHash('sha256').update(body, 'utf8').digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('lets iframes load only from the unit’s allow-listed origins', async () => {
    const unit = await t.app.inject({ url: '/pedestal/unitConfig/getConfig', headers: { host: 'localhost' } });
    const origins = unit.json().data.frameOrigins as string[];
    expect(origins.length).toBeGreaterThan(0);
    const policy = directives((await t.page('/')).headers.get('content-security-policy'));
    expect(policy.get('frame-src')).toEqual(["'self'", ...origins]);
  });

  it('API answers carry the base policy and nosniff too', async () => {
    const response = await t.app.inject({ url: '/homepage/globalConfig', headers: { host: 'localhost' } });
    expect(directives(response.headers['content-security-policy'] as string).get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over HTTPS, and never with includeSubDomains', async () => {
    const plain = await t.app.inject({ url: '/homepage/globalConfig', headers: { host: 'localhost' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      url: '/homepage/globalConfig',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
