import { expect, test } from '@playwright/test';
import { government, unitUrl, university, type DemoUnit } from './units';

for (const unit of [university, government] satisfies DemoUnit[]) {
  test(`${unit.title}: /mobile/home shows title, menu, TabBar and theme colour`, async ({ page, baseURL }) => {
    await page.goto(unitUrl(baseURL, unit.host, '/mobile/home'));

    await expect(page).toHaveTitle(`首页 · ${unit.title}`);
    await expect(page.locator('h1.yz-m-home__title')).toHaveText(unit.title);

    const menu = page.getByRole('navigation', { name: '移动端菜单' });
    for (const name of unit.mobileMenus) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Entries whose page is still being built are not offered (the TabBar keeps the spec's tabs).
    await expect(menu.getByRole('link')).toHaveCount(unit.mobileMenus.length);

    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabBar).toBeVisible();
    await expect(tabBar.locator('.adm-tab-bar-item-title')).toHaveText(unit.tabs);

    const color = await page
      .locator('.yz-mobile-theme')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--adm-color-primary').trim().toLowerCase());
    expect(color).toBe(unit.color);

    if (unit !== university) await expect(page.locator('body')).not.toContainText('示范大学');
  });
}

test('a phone asking for / lands on /mobile/home', async ({ page, baseURL }) => {
  const response = await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/mobile/home`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1.yz-m-home__title')).toHaveText(university.title);
});

test('a work-and-mine-only unit shows only 办事 in the TabBar to guests', async ({ page, baseURL }) => {
  await page.goto(unitUrl(baseURL, '331906.localhost', '/mobile/work'));
  const tabBar = page.getByRole('navigation', { name: '底部导航' });
  await expect(tabBar.locator('.adm-tab-bar-item-title')).toHaveText(['办事']);
  await expect(page.getByRole('heading', { name: '全部服务' })).toBeVisible();
});
