import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './session';

// Issue 10 item 1 (ADR 028): mobile pages are kept alive. Going back shows a page as it was — the rows it had
// loaded, its scroll position, its tab and typed text — at once, with no loading state.

const list = (page: Page) => page.getByRole('list', { name: '服务列表' });
const rows = (page: Page) => list(page).getByRole('listitem');

test('back from a guide shows 办事 as it was: rows loaded, scroll position, no loading state', async ({ page }) => {
  await page.goto('/mobile/work');
  await waitForHydration(page);
  await expect(rows(page).first()).toBeVisible();
  const firstPage = await rows(page).count();
  // Scroll to the bottom until the infinite list has loaded more than the first page.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await rows(page).count()).toBeGreaterThan(firstPage);
  }).toPass();
  const loaded = await rows(page).count();
  // The wheel's scrolling and the list's next page may still be settling on a loaded machine: place the page at
  // 700 until it stays there.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  }).toPass();

  const target = rows(page)
    .filter({ has: page.getByRole('link') })
    .nth(4);
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/mobile\/service-guide\/\d+$/);
  await expect(page.getByRole('heading', { name: '办事指南' })).toBeVisible();
  // A secondary page: the NavBar with a back button, no TabBar.
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/mobile\/work$/);
  // Shown at once as it was: no skeleton, every row it had loaded (a fresh load would show one page; the infinite
  // list may add the next page when it is shown again near its end), and at the same place.
  await expect(page.locator('.adm-skeleton')).toHaveCount(0);
  expect(await rows(page).count()).toBeGreaterThanOrEqual(loaded);
  // The same place, give or take a few pixels of layout (the TabBar comes back with the page).
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 700)).toBeLessThanOrEqual(12);
});

test('a TabBar round trip keeps the open tab and the typed search text', async ({ page }) => {
  await page.goto('/mobile/work');
  await waitForHydration(page);
  const categories = page.getByRole('navigation', { name: '服务分类' }).getByRole('tab');
  const second = categories.nth(1);
  const name = (await second.textContent())!.trim();
  await second.click();
  await expect(page).toHaveURL(/\/mobile\/work\?.*typeId=\d+/);
  const url = page.url();
  await page.getByPlaceholder('搜索服务名称').fill('证明');

  const tabBar = page.getByRole('navigation', { name: '底部导航' });
  await tabBar.getByText('首页').click();
  await expect(page).toHaveURL(/\/mobile\/home$/);
  await tabBar.getByText('办事').click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('navigation', { name: '服务分类' }).getByRole('tab', { selected: true })).toHaveText(
    name,
  );
  await expect(page.getByPlaceholder('搜索服务名称')).toHaveValue('证明');
});

test('pulling 办事 down fetches its list again', async ({ page }) => {
  await page.goto('/mobile/work');
  await waitForHydration(page);
  await expect(rows(page).first()).toBeVisible();
  const refetch = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/homepage/homeApp/getServiceApp',
  );
  // A real touch drag, top to bottom, through the DevTools protocol (Playwright's touchscreen only taps).
  const cdp = await page.context().newCDPSession(page);
  const box = (await list(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await page.evaluate(() => window.scrollTo(0, 0));
  await touch('touchStart', box.y + 10);
  for (let step = 1; step <= 12; step += 1) await touch('touchMove', box.y + 10 + step * 25);
  await touch('touchEnd', box.y + 310);
  await refetch;
});
