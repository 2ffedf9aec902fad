import { expect, test } from '@playwright/test';
import { cookieValue, expectGuest, submitLogin } from './session';

test.describe('session on the mobile site', () => {
  test('a guest on /mobile/personal-center goes to mobile login, signs in and comes back', async ({
    page,
    context,
  }) => {
    await page.goto('/mobile/home');
    await expectGuest(context);
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabBar.locator('.adm-tab-bar-item-title')).toHaveText(['首页', '资讯', '办事']);

    await page.goto('/mobile/personal-center');
    await expect(page).toHaveURL(/\/mobile-login\?redirect=%2Fmobile%2Fpersonal-center$/);

    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/mobile\/personal-center$/);
    expect(await cookieValue(context, 'tourist')).toBe('0');
    // 我的 appears for a signed-in user.
    await expect(tabBar.locator('.adm-tab-bar-item-title')).toHaveText(['首页', '资讯', '办事', '我的']);
  });

  test('the work-and-mine-only unit shows only 办事 and 我的 once signed in', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://331906.localhost:${port}/mobile-login?redirect=%2Fmobile%2Fwork`);
    await submitLogin(page, 'T1001');
    await expect(page).toHaveURL(/\/mobile\/work$/);
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabBar.locator('.adm-tab-bar-item-title')).toHaveText(['办事', '我的']);
  });
});
