import { expect, test } from '@playwright/test';
import { idleFor, strictUnitUrl, submitLogin } from './session';

test.describe('idle handling on the desktop site (unit with 20/30-minute limits)', () => {
  test('refresh prompt between the limits, one expired dialog above them, then back to login', async ({
    page,
    baseURL,
  }) => {
    await page.goto(strictUnitUrl(baseURL, '/login?redirect=%2Fhome'));
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: /当前用户：李明/ })).toBeVisible();

    await idleFor(page, 25);
    const refresh = page.getByRole('dialog').filter({ hasText: '您已长时间未操作，请刷新页面' });
    await expect(refresh).toBeVisible();
    await expect(refresh).toContainText('操作提示');
    await refresh.getByRole('button', { name: '刷新页面' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await idleFor(page, 35);
    const expired = page.getByRole('dialog').filter({ hasText: '登录状态已过期，请重新登录' });
    await expect(expired).toBeVisible();
    await expect(expired).toContainText('系统提示');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('dialog').filter({ hasText: '登录状态已过期' })).toHaveCount(1);
    await expired.getByRole('button').last().click();
    // Logged out to a guest, then to the login page with the path to come back to.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  });

  test('a tourist past the limit gets the page reloaded instead of a dialog', async ({ page, baseURL }) => {
    await page.goto(strictUnitUrl(baseURL, '/home'));
    const reloaded = page.waitForEvent('load');
    await idleFor(page, 35);
    await reloaded;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
