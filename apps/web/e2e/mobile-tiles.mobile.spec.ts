import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 10 item 8: tiles on /mobile/home lead to mobile pages; a tile whose page the phone does not have says so
// instead of bouncing back to the home page through the width rule.
test('mobile home tiles: the timetable opens its phone page, a web address opens in a new window', async ({ page }) => {
  await page.goto('/mobile-login?redirect=%2Fmobile%2Fhome');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/mobile\/home$/);
  await waitForHydration(page);
  const quick = page.getByRole('region', { name: '快捷导航' });
  // /schedule-center has a phone page now (issue 13); a desktop-only link would say 该功能暂未提供手机版 (mobile-links.test.ts).
  await expect(quick.getByRole('link', { name: '课表查询' })).toHaveAttribute('href', '/mobile/my-schedule/schedule');
  await expect(quick.getByRole('link', { name: '校园卡充值' })).toHaveAttribute('target', '_blank');
  // No shortcut leads to a desktop route.
  for (const href of await quick
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/mobile(\/|$)|^\/to-handle-service/);
  }
});
