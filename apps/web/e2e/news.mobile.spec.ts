import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 11 item 1 on the mobile site: 资讯 with category tabs, an infinite list, an article and the back button.
test.describe('news on the mobile site', () => {
  test('a guest reads news by category and opens an article', async ({ page }) => {
    await page.goto('/mobile/home');
    await page.getByRole('link', { name: '资讯' }).last().click();
    await expect(page).toHaveURL(/\/mobile\/news/);
    await waitForHydration(page);
    await page.getByRole('tab', { name: '学校要闻' }).click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    const rows = page.getByRole('list', { name: '新闻列表' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // More rows arrive as the list scrolls (10 a page; InfiniteScroll may fetch one ahead of the fold).
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(10);
    const before = await rows.count();
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    const title = (await page.locator('.yz-mnews-row__title').first().textContent())!;
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/news\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: /返回/ }).first().click();
    await expect(page).toHaveURL(/\/mobile\/news\?categoryId=\d+/);
    await expect(page.getByRole('tab', { name: '学校要闻', selected: true })).toBeVisible();
  });

  test('a user’s subscribed categories come first in the tabs', async ({ page }) => {
    await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/news')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/mobile\/news/);
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveText('通知公告');
    // Subscribe through the API the pages use, then reload.
    const categories = await page.evaluate(async () => {
      const answer = await fetch('/homepage/news/category/custom').then((response) => response.json());
      return (answer.data as { categoryId: number; name: string }[]).map((c) => [c.name, c.categoryId] as const);
    });
    const ids = Object.fromEntries(categories);
    const saved = await page.evaluate(
      async (body) =>
        (
          await fetch('/homepage/news/category/custom', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { categoryIds: [ids['招生就业'], ids['学术动态']] },
    );
    expect(saved).toBe(200);
    await page.reload();
    await expect(tabs.nth(0)).toHaveText('招生就业');
    await expect(tabs.nth(1)).toHaveText('学术动态');
  });
});
