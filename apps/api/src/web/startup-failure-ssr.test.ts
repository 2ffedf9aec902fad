import { describe, expect, it } from 'vitest';
import type { Outage } from '../test/outage';
import { useSsrHost } from '../test/ssr-host';

// security.md F1: when the start-up configuration cannot be loaded (here the database is away before any page was
// rendered, so nothing is cached), the visitor gets an error page with the status, the reason and a way home, never
// a blank page.
const outage: Outage = { down: false };
const t = useSsrHost({ outage });

describe('F1 start-up configuration that fails to load', () => {
  it('F1: answers an error page with the status, the reason and a way home, on desktop and phone, never a blank page', async () => {
    outage.down = true;
    try {
      for (const [path, userAgent] of [
        ['/', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/138.0.0.0 Safari/537.36'],
        ['/mobile/home', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1'],
      ] as const) {
        const response = await t.page(path, { headers: { 'user-agent': userAgent } });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('content-type'), path).toContain('text/html');
        const body = response.html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
        expect(body, path).toContain('数据库暂时不可用，请稍后再试');
        expect(body, path).toMatch(/<a href="\/[^"]*"[^>]*>返回首页<\/a>/);
      }
    } finally {
      outage.down = false;
    }
    // Once the database is back, the same page renders normally.
    expect((await t.page('/')).status).toBe(200);
  });
});
