import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfigApi } from '@yizhan/contracts';
import { endpointKey } from '../lib/serve';
import { cookieHeader, useSsrHost, type PageResponse } from '../test/ssr-host';
import { sessions } from '../modules/auth/auth.table';
import { themes } from '../modules/site-config/site-config.table';

// Guest pages rendered once per unit, variant and data version, served compressed (ADR 020); guests store nothing.
const t = useSsrHost();

const tokenOf = (response: PageResponse) => response.cookies.find((cookie) => cookie.startsWith('token='));
const countSessions = async () => (await t.database.db.select({ id: sessions.id }).from(sessions)).length;

describe('shared guest pages', () => {
  it('a flood of cookie-less page views leaves the sessions table unchanged', async () => {
    const before = await countSessions();
    for (let index = 0; index < 30; index += 1) {
      const response = await t.page(index % 3 === 0 ? '/' : index % 3 === 1 ? '/service-hall' : '/mobile/home');
      expect(response.status).toBe(200);
      expect(tokenOf(response)).toBeDefined();
    }
    expect(await countSessions()).toBe(before);
  });

  it('serves every guest the same page, each with their own guest token', async () => {
    const first = await t.page('/home?shared=1');
    const second = await t.page('/home?shared=1');
    expect(second.html).toBe(first.html);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    const returning = await t.page('/home?shared=1', { headers: { cookie: cookieHeader(first) } });
    expect(returning.html).toBe(first.html);
    expect(returning.cookies).toEqual([]);
    const revalidated = await t.page('/home?shared=1', {
      headers: { cookie: cookieHeader(first), 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('renders a page once for guests who ask for it at the same moment, each with their own token', async () => {
    // Every render reads the start-up config in-process: count those reads, and make them slow enough that all
    // the guests arrive while the first render is still under way.
    const registered = t.app.endpoints.get(endpointKey('GET', siteConfigApi.globalConfig.path))!;
    const handler = registered.handler;
    let reads = 0;
    registered.handler = async (input) => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return handler(input);
    };
    try {
      expect((await t.page('/home?together=0')).status).toBe(200);
      const readsPerRender = reads;
      expect(readsPerRender).toBeGreaterThan(0);
      reads = 0;
      const pages = await Promise.all(Array.from({ length: 12 }, () => t.page('/home?together=1')));
      expect(pages.map((page) => page.status)).toEqual(Array(12).fill(200));
      expect(new Set(pages.map((page) => page.html)).size).toBe(1);
      expect(new Set(pages.map(tokenOf)).size).toBe(12);
      expect(reads).toBe(readsPerRender);
    } finally {
      registered.handler = handler;
    }
  });

  it('keeps phone and desktop renderings apart', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect((await t.page('/home?variant=1')).status).toBe(200);
    const onPhone = await t.page('/home?variant=1', { headers: { 'user-agent': phone } });
    expect(onPhone.status).toBe(302);
  });

  it('sends pages compressed with brotli or gzip', async () => {
    const plain = await t.page('/service-hall?zip=1');
    const br = await t.page('/service-hall?zip=1', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.html);
    const gzip = await t.page('/service-hall?zip=1', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.html);
  });

  it('shows a changed theme colour on the next page, without a restart', async () => {
    const before = await t.page('/home?theme=1');
    expect(before.html).not.toContain('#8e44ad');
    await t.database.db
      .update(themes)
      .set({ color: '#8e44ad' })
      .where(and(eq(themes.fid, 100001), eq(themes.type, 1)));
    await expect.poll(async () => (await t.page('/home?theme=1')).html, { timeout: 5_000 }).toContain('#8e44ad');
  });

  it('R7: never shares a signed-in page, which is marked no-store', async () => {
    const { cookie } = await t.signIn('2023001', { redirect: '/personal-center/collect' });
    const page = await t.page('/personal-center/collect', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.html).toContain('李明');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await t.page('/personal-center/collect')).status).toBe(302);
  });
});
