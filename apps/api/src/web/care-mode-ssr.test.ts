import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfigApi } from '@yizhan/contracts';
import { getJson } from '../test/test-app';
import { useSsrHost, type PageResponse } from '../test/ssr-host';
import { units } from '../modules/units';

// The care mode (长辈版, ADR 084): drawn by the server from the yz_care cookie or the unit's default, and kept apart
// from the normal look in the shared guest pages (ADR 020).
const t = useSsrHost();

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const htmlTag = (response: PageResponse) => /<html[^>]*>/.exec(response.html)?.[0] ?? '';
const isCare = (response: PageResponse) => /class="[^"]*\byz-care\b/.test(htmlTag(response));

describe('the care mode on the server', () => {
  it('puts yz-care on <html> with the cookie, on both sites, and the simpler home with big buttons', async () => {
    const desktop = await t.page('/home?care=1', { headers: { cookie: 'yz_care=1' } });
    expect(desktop.status).toBe(200);
    expect(isCare(desktop)).toBe(true);
    expect(desktop.html).toContain('常用服务');
    expect(desktop.html).toContain('退出长辈版');
    const mobile = await t.page('/mobile/home?care=1', { headers: { cookie: 'yz_care=1', 'user-agent': phone } });
    expect(mobile.status).toBe(200);
    expect(isCare(mobile)).toBe(true);
    expect(mobile.html).toContain('常用服务');

    const normal = await t.page('/home?care=2');
    expect(isCare(normal)).toBe(false);
    expect(normal.html).not.toContain('常用服务');
    expect(normal.html).toContain('>长辈版<');
  });

  it('shares a care page only with care guests: a normal guest never gets one, and back', async () => {
    // The normal page is shared first; a care guest asking for the same URL gets a care page, not that one.
    const first = await t.page('/service-hall?shared=care');
    const care = await t.page('/service-hall?shared=care', { headers: { cookie: 'yz_care=1' } });
    const again = await t.page('/service-hall?shared=care');
    const off = await t.page('/service-hall?shared=care', { headers: { cookie: 'yz_care=0' } });
    const careAgain = await t.page('/service-hall?shared=care', { headers: { cookie: 'yz_care=1' } });
    expect([first, care, again, off, careAgain].map(isCare)).toEqual([false, true, false, false, true]);
    expect(again.html).toBe(first.html);
    expect(careAgain.html).toBe(care.html);
    expect(care.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // A returning normal guest's validator never matches the care page, so a browser cache cannot mix them.
    const revalidated = await t.page('/service-hall?shared=care', {
      headers: { cookie: 'yz_care=1', 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(200);
    expect(isCare(revalidated)).toBe(true);
  });

  it('follows the unit default (默认开启长辈版) when the visitor has not chosen, and the choice beats it', async () => {
    const host = 'gov.localhost';
    expect(isCare(await t.page('/home?unit-default=1', { host }))).toBe(false);
    await t.database.db.update(units).set({ careByDefault: true }).where(eq(units.fid, 200001));
    // The change notice reaches the caches (ADR 018): the unit's config says so, and its shared pages are new.
    await expect
      .poll(async () => (await getJson(t.app, siteConfigApi.unitConfig.path, host)).body.data.careByDefault)
      .toBe(true);
    try {
      await expect.poll(async () => isCare(await t.page('/home?unit-default=1', { host }))).toBe(true);
      expect(isCare(await t.page('/home?unit-default=1', { host, headers: { cookie: 'yz_care=0' } }))).toBe(false);
      // Another unit keeps its own default.
      expect(isCare(await t.page('/home?unit-default=1'))).toBe(false);
    } finally {
      await t.database.db.update(units).set({ careByDefault: false }).where(eq(units.fid, 200001));
    }
  });
});
