import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { units } from '../modules/units/units.table';
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

  it('lets the unit’s own bridge script load from its origin, on that unit’s pages only (ADR 024)', async () => {
    const scriptSrc = async (host: string) =>
      directives((await t.page('/mobile/home?bridge=1', { host })).headers.get('content-security-policy')).get(
        'script-src',
      ) ?? [];
    // The demo units' bridge script is served by the portal itself: 'self' already covers it.
    expect((await scriptSrc('localhost')).filter((source) => source.startsWith('https:'))).toEqual([]);

    await t.database.db
      .update(units)
      .set({ bridgeScriptUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js' })
      .where(eq(units.fid, 100001));
    await expect.poll(() => scriptSrc('localhost'), { timeout: 5_000 }).toContain('https://res.wx.qq.com');
    expect(await scriptSrc('gov.localhost')).not.toContain('https://res.wx.qq.com');

    // An address the portal would not load (plain http) is not allowed either.
    await t.database.db
      .update(units)
      .set({ bridgeScriptUrl: 'http://res.wx.qq.com/open/js/jweixin-1.6.0.js' })
      .where(eq(units.fid, 100001));
    await expect.poll(() => scriptSrc('localhost'), { timeout: 5_000 }).not.toContain('https://res.wx.qq.com');
    expect((await scriptSrc('localhost')).filter((source) => source.includes('qq.com'))).toEqual([]);
    await t.database.db.update(units).set({ bridgeScriptUrl: '/bridge/yizhan-bridge.js' }).where(eq(units.fid, 100001));
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
