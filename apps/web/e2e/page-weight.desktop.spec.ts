import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The HTML budgets of bench/budgets.json (KB before compression), for a first visit (no cookie) and a returning guest
// (the guest token cookie of the first answer). The JS and CSS budgets are checked from the build in npm test.
const budgets = JSON.parse(readFileSync(new URL('../../../bench/budgets.json', import.meta.url), 'utf8')) as {
  html: Record<string, number>;
};

for (const [page, budgetKb] of Object.entries(budgets.html)) {
  test(`${page} HTML stays within ${budgetKb} KB, with and without a guest cookie`, async ({ playwright, baseURL }) => {
    // A bare request context: no browser cookies, and no compression asked for, so the length is the page's own.
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'accept-encoding': 'identity' },
    });
    const first = await request.get(page);
    expect(first.status()).toBe(200);
    const firstBody = await first.body();
    expect(firstBody.length, 'no cookie').toBeLessThanOrEqual(budgetKb * 1024);

    const cookie = first
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0])
      .join('; ');
    expect(cookie).toContain('token=');
    const again = await request.get(page, { headers: { cookie } });
    expect(again.status()).toBe(200);
    expect((await again.body()).length, 'guest cookie').toBeLessThanOrEqual(budgetKb * 1024);
    await request.dispose();
  });
}
