import { expect, test } from '@playwright/test';
import { government, hostHeaders, rgb, unitUrl, university } from './units';

// antd-mobile ships plain CSS: the mobile pages are styled, in the unit's colour, before (and without) any script,
// and never load the desktop site's antd (ADR 021).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const unit of [university, government]) {
    test(`${unit.host}: /mobile/home is laid out and in the unit's colour`, async ({ page, baseURL }) => {
      await page.goto(unitUrl(baseURL, unit.host, '/mobile/home'));
      const tabBar = page.getByRole('navigation', { name: '底部导航' });
      await expect(tabBar).toHaveCSS('position', 'fixed');
      await expect(tabBar.locator('.adm-tab-bar-wrap')).toHaveCSS('display', 'flex');
      const items = tabBar.locator('.adm-tab-bar-item');
      await expect(items).toHaveCount(unit.tabs.length);
      // Side by side, as wide as each other, at the bottom of the screen.
      const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);
      expect(boxes[0]!.bottom).toBeGreaterThan(page.viewportSize()!.height - 80);
      await expect(tabBar.locator('.adm-tab-bar-item-active')).toHaveCSS('color', rgb(unit.color));
      await expect(page.locator('link[rel="stylesheet"][href*="antd-theme"]')).toHaveCount(0);
    });
  }
});

test('/mobile/home loads none of the desktop antd code', async ({ request, baseURL }) => {
  const html = await (await request.get('/mobile/home', { headers: hostHeaders(baseURL, university.host) })).text();
  // The files the page loads: linked and imported ones, its parked module preloads and its inlined stylesheets
  // (ADR 023), whose text is in the page too.
  const files = [
    ...[...html.matchAll(/(?:href|src|from|import)\s*=?\s*"(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file!),
    ...(/ data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []),
    ...(/<style data-precedence="yz-page" data-href="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []),
  ].map((file) => file.replace(/#$/, ''));
  expect(new Set(files).size).toBeGreaterThan(5);
  expect(html).not.toContain('data-ant-cssinjs-cache-path');
  for (const file of new Set(files)) {
    const body = await (await request.get(file)).text();
    // antd's CSS-in-JS runtime and its stylesheet both carry this marker; antd-mobile has neither.
    expect(body, file).not.toContain('data-ant-cssinjs-cache-path');
  }
});
