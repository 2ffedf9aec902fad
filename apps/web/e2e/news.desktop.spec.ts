import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 11 item 1 on the desktop site: news by category, an article, and subscriptions that order the page.
test.describe('news on the desktop site', () => {
  test('a guest reads news by category and opens an article', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('navigation').getByRole('link', { name: '新闻资讯' }).first().click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { name: '学术动态' })).toBeVisible();
    await page.getByRole('link', { name: '学术动态：更多' }).click();
    await expect(page).toHaveURL(/\/news\/more\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '学术动态' })).toBeVisible();
    await page.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    // The URL may change before the new page's rows are in: wait for the pager to say page 2.
    await expect(page.getByRole('navigation', { name: '分页' }).locator('[aria-current="page"]')).toHaveText('2');
    const title = (await page.locator('.yz-news-list__title').first().textContent())!;
    await page.locator('.yz-news-list__title').first().click();
    await expect(page).toHaveURL(/\/news\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^来源：/)).toBeVisible();
    await expect(page.getByText(/^发布时间：/)).toBeVisible();
    // Pictures carry their size: nothing shifts when they arrive.
    for (const image of await page.locator('.yz-news-body img').all()) {
      await expect(image).toHaveAttribute('width', '480');
      await expect(image).toHaveAttribute('height', '320');
    }
  });

  test('a user subscribes to two categories and sees them first', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/news')}`);
    await submitLogin(page, 'T1001');
    await expect(page).toHaveURL('/news');
    await waitForHydration(page);
    const sections = page.getByTestId('news-section').locator('h2');
    await expect(sections.first()).toHaveText('通知公告');
    await page.getByRole('button', { name: '订阅媒体报道' }).click();
    await expect(sections.first()).toHaveText(/媒体报道/);
    await page.getByRole('button', { name: '订阅校园生活' }).click();
    await expect(sections.nth(1)).toHaveText(/校园生活/);
    await page.reload();
    await expect(sections.nth(0)).toHaveText(/媒体报道.*已订阅/);
    await expect(sections.nth(1)).toHaveText(/校园生活.*已订阅/);
    await expect(sections.nth(2)).toHaveText('通知公告');
    // Put things back for other tests of the same run.
    await waitForHydration(page);
    await page.getByRole('button', { name: '取消订阅媒体报道' }).click();
    await expect(sections.nth(0)).toHaveText(/校园生活/);
    await page.getByRole('button', { name: '取消订阅校园生活' }).click();
    await expect(sections.first()).toHaveText('通知公告');
  });
});
