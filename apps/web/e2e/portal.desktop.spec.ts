import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from './session';
import { government, hostHeaders, rgb, unitUrl, university, type DemoUnit } from './units';

/** The theme colour custom property on the desktop frame root. */
const primaryVar = (page: Page) =>
  page
    .locator('.yz-desktop')
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--yz-color-primary').trim().toLowerCase());

for (const unit of [university, government] satisfies DemoUnit[]) {
  test.describe(`${unit.title} (${unit.host})`, () => {
    test('shows its own title, menu and theme colour', async ({ page, baseURL }) => {
      await page.goto(unitUrl(baseURL, unit.host, '/'));

      await expect(page).toHaveTitle(`首页 · ${unit.title}`);
      const header = page.locator('header.yz-header');
      await expect(header.locator('.yz-header__title')).toHaveText(unit.title);
      await expect(header).toHaveCSS('background-color', rgb(unit.headerBackground));
      expect(await primaryVar(page)).toBe(unit.color);

      const nav = page.getByRole('navigation', { name: '主导航' });
      await expect(nav).toHaveCount(1);
      for (const name of unit.menus) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
    });

    test('server-renders title and menu before any script runs', async ({ request, baseURL }) => {
      const response = await request.get('/', { headers: hostHeaders(baseURL, unit.host) });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="zh-CN"');
      expect(html).toContain(`<title>首页 · ${unit.title}</title>`);
      expect(html).toMatch(new RegExp(`class="yz-header__title">${unit.title}<`));
      expect(html).toMatch(new RegExp(`--yz-color-primary:\\s*${unit.color}`, 'i'));
      for (const name of unit.menus) expect(html).toContain(`>${name}<`);
    });
  });
}

test('示范大学 (template 1) has the menu in the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header.yz-header').getByRole('navigation', { name: '主导航' })).toBeVisible();
});

test('示范市政务服务网 (template 2) has a left navigation and nothing of 示范大学', async ({ page, baseURL }) => {
  await page.goto(unitUrl(baseURL, government.host, '/'));
  await expect(page.locator('.yz-pctpl2__side')).toHaveAttribute('aria-label', '主导航');
  await expect(page.locator('.yz-pctpl2__side').getByRole('link', { name: '国家政务服务平台' })).toBeVisible();
  await expect(page.locator('header.yz-header').getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('示范大学');
  expect(await page.content()).not.toContain('示范大学');
});

test('/error?code=1004 in the frame: a user without any menu entry is offered 退出登录, which signs out to login', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  await submitLogin(page, 'nomenu');
  await expect(page).toHaveURL(/\/error\?code=1004$/);
  const screen = page.locator('.yz-error');
  await expect(screen).toHaveAttribute('data-kind', 'no-auth');
  await expect(screen.getByRole('heading', { name: '暂无权限' })).toBeVisible();
  await expect(screen).toContainText('1004');
  await expect(page.locator('header.yz-header .yz-header__title')).toHaveText(university.title);
  // No menu entry at all: there is no home to go back to.
  await expect(screen.getByRole('link', { name: '返回首页' })).toHaveCount(0);

  // Logout resets to a guest token, then goes to the login page of this loginType-0 unit (spec §4, §8).
  const login = `${baseURL}/login`;
  const logout = screen.getByRole('button', { name: '退出登录' });
  // The server-rendered button does nothing until React has hydrated: retry the click until it navigates.
  await expect(async () => {
    if (!page.url().startsWith(login)) await logout.click({ timeout: 2_000 });
    await expect(page).toHaveURL(login, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '已退出登录' })).toBeVisible();
});
