import { expect, test } from '@playwright/test';
import { waitForHydration } from './session';

// Spec §4: the unit's mobile bridge script (JS-SDK) is loaded at mobile widths and removed at desktop widths.
// A desktop browser narrowed to a phone's width, then widened (a phone's own user agent would be sent back to the
// mobile site by the server). The demo units' bridge script is served by the portal itself.
test('the bridge script is loaded at 390 px and removed at 1440 px', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const bridge = page.locator('head script[data-bridge-script]');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile/home');
  await waitForHydration(page);
  await expect(bridge).toHaveCount(1);
  await expect(bridge).toHaveAttribute('src', '/bridge/yizhan-bridge.js');
  // It ran (the page's CSP allows it): the demo bridge object is there.
  await expect
    .poll(() => page.evaluate(() => (window as { YizhanBridge?: { name: string } }).YizhanBridge?.name))
    .toBe('一站演示桥接脚本');

  // Wider than 900 px: after the resize debounce the desktop site takes over and the tag is gone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
  await expect(bridge).toHaveCount(0);

  // Narrow again: the mobile site comes back with the script.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page).toHaveURL(/\/mobile\/home$/, { timeout: 10_000 });
  await expect(bridge).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('a desktop page at 1440 px never loads the bridge script', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script[data-bridge-script]')).toHaveCount(0);
});
