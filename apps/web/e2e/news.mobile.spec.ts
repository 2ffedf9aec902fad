import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 11 item 1 on the mobile site: 资讯 with category tabs, an infinite list, an article and the back button.
test.describe('news on the mobile site', () => {
  test('a guest reads news by category and opens an article', async ({ page }) => {
    await page.goto('/mobile/home');
    // The TabBar navigates with the page's code (its items are not links): wait for it.
    await waitForHydration(page);
    await page.getByRole('navigation', { name: '底部导航' }).getByText('资讯').click();
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

  test('the list is kept alive across an article and pulled down for its first page again', async ({ page }) => {
    await page.goto('/mobile/news');
    await waitForHydration(page);
    await page.getByRole('tab', { name: '学术动态' }).click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    const list = page.getByRole('list', { name: '新闻列表' });
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const firstPage = await rows.count();
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await rows.count()).toBeGreaterThan(firstPage);
    }).toPass();
    const loaded = await rows.count();
    // A row in the middle of the screen, so the tap needs no scrolling (the place to come back to).
    const row = rows.nth(12);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(300);
    const title = (await row.locator('.yz-mnews-row__title').textContent())!;
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: /返回/ }).first().click();
    await expect(page).toHaveURL(/\/mobile\/news\?categoryId=\d+$/);
    // As it was: every row it had loaded, the same tab, the same place (give or take the TabBar's return).
    expect(await rows.count()).toBeGreaterThanOrEqual(loaded);
    await expect(page.getByRole('tab', { name: '学术动态', selected: true })).toBeVisible();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(12);

    // Pull to refresh: a real touch drag from the top asks for page 1 of the category again.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The pull starts only at the very top (antd-mobile checks the scroll position on the first move).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const refetch = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/homepage/news/list' && url.searchParams.get('page') === '1';
    });
    const cdp = await page.context().newCDPSession(page);
    const box = (await list.boundingBox())!;
    const x = box.x + box.width / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.y + 10);
    for (let step = 1; step <= 12; step += 1) await touch('touchMove', box.y + 10 + step * 25);
    // Release only once the pull has rendered as far enough: the release handler reads the state of the last render,
    // so on a busy machine an early release finds 'pulling' and springs back without asking again.
    await expect(page.getByText('释放立即刷新')).toBeAttached();
    await touch('touchEnd', box.y + 310);
    await refetch;
    await expect(rows.first()).toBeVisible();
  });

  test('a user subscribes to two categories in 订阅栏目 and sees them first in the tabs', async ({ page }) => {
    await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/news')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/mobile\/news/);
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveText('通知公告');
    await page.getByRole('button', { name: '订阅', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '订阅栏目' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: '订阅招生就业' }).click();
    await expect(tabs.first()).toHaveText('招生就业');
    await sheet.getByRole('button', { name: '订阅学术动态' }).click();
    await expect(tabs.nth(1)).toHaveText('学术动态');
    // The sheet lists them first too, marked, and the list shown is still the one being read (通知公告).
    await expect(sheet.getByRole('listitem').first()).toContainText('招生就业已订阅');
    await sheet.getByRole('button', { name: '完成' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('tab', { name: '通知公告', selected: true })).toBeVisible();
    await page.reload();
    await expect(tabs.nth(0)).toHaveText('招生就业');
    await expect(tabs.nth(1)).toHaveText('学术动态');
    await expect(tabs.nth(2)).toHaveText('通知公告');
    // Put things back for other tests of the same run.
    await waitForHydration(page);
    await page.getByRole('button', { name: '订阅', exact: true }).click();
    await sheet.getByRole('button', { name: '取消订阅招生就业' }).click();
    await expect(tabs.first()).toHaveText('学术动态');
    await sheet.getByRole('button', { name: '取消订阅学术动态' }).click();
    await expect(tabs.first()).toHaveText('通知公告');
  });

  test('a guest is offered no 订阅', async ({ page }) => {
    await page.goto('/mobile/news');
    await waitForHydration(page);
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '订阅', exact: true })).toHaveCount(0);
  });
});
