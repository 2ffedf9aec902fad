// Shared by the desktop and mobile projects: unknown routes and unknown hosts.
import { expect, test } from '@playwright/test';
import { hostHeaders, unitUrl } from './units';

test('an unknown route answers 404 with the not-found screen; a guest is offered 返回首页', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const screen = page.locator('.yz-error');
  await expect(screen).toHaveAttribute('data-kind', 'not-found');
  await expect(screen.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveTitle(/^页面不存在 · /);
  // A guest has nothing to sign out of.
  await expect(screen.getByRole('link', { name: '返回首页' })).toBeVisible();
  await expect(screen.getByRole('button', { name: '退出登录' })).toHaveCount(0);
});

test('an unknown host answers 404 with a Chinese page and no unit of its own', async ({ page, baseURL }) => {
  // Node does not resolve *.localhost, so the raw request names the host in its Host header.
  const raw = await page.request.get('/', { headers: hostHeaders(baseURL, 'unknown.localhost') });
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toMatch(/页面不存在|未找到/);
  expect(html).not.toContain('示范大学');

  const response = await page.goto(unitUrl(baseURL, 'unknown.localhost', '/'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('main .yz-error')).toBeVisible();
  await expect(page.locator('main .yz-error')).toContainText(/[\u4e00-\u9fff]{4,}/);
});
