import { describe, expect, it } from 'vitest';
import { useSsrHost } from '../test/ssr-host';

// Issue 35 item 9: a Host whose port or name a URL cannot carry reached the page renderer, whose request URL is
// built from it, and answered 500 with an error-level stack trace. Refused now with a 400 before any work.
const logLines: string[] = [];
const t = useSsrHost({ logLines });

const errorLines = () =>
  logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50).map((line) => line.slice(0, 300));

describe('a malformed Host on a page answers 400 without an error log line', () => {
  it('the probe hosts on uncached pages and the API', async () => {
    const hosts = ['localhost:abc', 'localhost:99999', 'localhost:-1', 'localhost:3000@evil.com', 'xn--zz'];
    for (const url of ['/search?keyword=x1', '/news/detail/1', '/mobile/home', '/homepage/globalConfig']) {
      for (const host of hosts) {
        const response = await t.page(url, { host });
        expect(response.status, `${host} ${url}`).toBe(400);
        expect(JSON.parse(response.html).msg).toBe('请求的主机名或地址不合法');
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('a host with a valid port is still served', async () => {
    const response = await t.page('/news/detail/1', { host: 'localhost:3000' });
    expect(response.status).toBe(200);
    expect(errorLines()).toEqual([]);
  });
});
