import { expect, test } from '@playwright/test';
import { cookieValue, expectGuest, openUserMenu, submitLogin } from './session';

test.describe('session on the desktop site', () => {
  test('guest → login with the return path → signed in on the page → logged out as a guest again', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectGuest(context);
    await expect(page.getByRole('banner').getByRole('link', { name: /登\s*录/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '快捷导航' })).toHaveCount(0);

    await page.goto('/personal-center');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal-center$/);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();

    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/personal-center$/);
    expect(await cookieValue(context, 'tourist')).toBe('0');
    const userButton = page.getByRole('button', { name: /当前用户：李明/ });
    await expect(userButton).toBeVisible();
    // Signed in, the user menu offers 个人中心.
    await openUserMenu(page, /当前用户：李明/);
    await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '个人中心' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Quick navigation is for signed-in users only.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '快捷导航' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: '快捷导航' }).getByRole('link', { name: '课表查询', exact: true }),
    ).toBeVisible();

    await page.goto('/personal-center');
    await openUserMenu(page, /当前用户：李明/);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal-center$/);
    await expectGuest(context);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /当前用户/ })).toHaveCount(0);
  });

  test('a wrong password shows one Chinese message and keeps the account typed', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'T1001', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('T1001');
  });

  test('a user without any menu entry lands on /error?code=1004', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'nomenu');
    await expect(page).toHaveURL(/\/error\?code=1004$/);
    await expect(page.getByRole('heading', { name: '暂无权限' })).toBeVisible();
  });
});
