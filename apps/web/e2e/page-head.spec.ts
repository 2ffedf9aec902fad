import { expect, test } from '@playwright/test';
import { ONLINE } from './service-hall';
import { waitForHydration } from './session';

// ADR 023: a page whose CSS is small (every mobile page) carries it in its head, and every page's code starts after
// its first paint — no module preloads or module script before it — yet hydrates as before.

const homeOf = (project: string) => (project === 'mobile' ? '/mobile/home' : '/home');

test('the home page parks its code until the first paint, then hydrates', async ({ page, request }, testInfo) => {
  const path = homeOf(testInfo.project.name);
  const html = await (await request.get(path)).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  const parked = [...html.matchAll(/<script type="yz\/after-first-paint" data-preload="([^"]*)">/g)];
  expect(parked).toHaveLength(1);
  expect(parked[0]![1]!.split(' ').length).toBeGreaterThan(5);

  await page.goto(path);
  await waitForHydration(page);
  // Started after the first frame: the parked script's copy ran as a module.
  await expect(page.locator('script[type="module"]:not([src])')).toHaveCount(1);
});

test.describe('mobile pages', () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile site');

  test('/mobile/home has its CSS in the head and links no stylesheet', async ({ request }) => {
    const html = await (await request.get('/mobile/home')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style data-precedence="yz-page" data-href="\/assets\/root-[^"]+\.css [^"]+">/);
  });

  test('a client navigation links the CSS its server page did not inline, and it applies', async ({ page }) => {
    await page.goto('/mobile/work');
    await waitForHydration(page);
    await page.getByPlaceholder('搜索服务名称').fill('在读证明');
    await page.getByPlaceholder('搜索服务名称').press('Enter');
    await page
      .getByRole('link', { name: new RegExp(ONLINE.name) })
      .first()
      .click();
    await expect(page).toHaveURL(`/mobile/service-guide/${ONLINE.appId}`);
    await expect(page.locator('link[rel="stylesheet"][data-precedence="yz-page"][href*="service-guide"]')).toHaveCount(
      1,
    );
    await expect(page.locator('.yz-mguide-summary')).toHaveCSS('display', 'flex');
  });
});
