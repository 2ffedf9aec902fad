// Issue 10 item 9: the rough edges a first visit meets on the mobile site.
import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { ONLINE, standInForOutsideSystems, CAMPUS_SYSTEM } from './service-hall';
import { university } from './units';

const SITE = university.title;

test('a signed-in visit to /mobile-login goes on to the redirect target, else the mobile home', async ({ page }) => {
  await page.goto('/mobile-login?redirect=%2Fmobile%2Fwork');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL('/mobile/work');
  await page.goto(`/mobile-login?redirect=${encodeURIComponent(`/mobile/service-guide/${ONLINE.appId}`)}`);
  await expect(page).toHaveURL(`/mobile/service-guide/${ONLINE.appId}`);
  await page.goto('/mobile-login');
  await expect(page).toHaveURL('/mobile/home');
});

test('the 404 screen keeps the mobile frame: TabBar and 返回首页 for a guest', async ({ page }) => {
  const response = await page.goto('/mobile/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  const screen = page.locator('main .yz-error');
  await expect(screen.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/mobile/home');
  await expect(screen.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  await expect(page).toHaveTitle(`页面不存在 · ${SITE}`);
});

test('the empty mobile login form says what to fill in, in Chinese, and sends nothing', async ({ page }) => {
  await page.goto('/mobile-login');
  await waitForHydration(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
  expect(posted).toBe(false);
});

test('mobile pages are titled page name · site name', async ({ page }) => {
  // Some twenty page loads in one test: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const named: [string, string][] = [
    ['/mobile/home', '首页'],
    ['/mobile/work', '办事'],
    [`/mobile/service-guide/${ONLINE.appId}`, `${ONLINE.name}办事指南`],
    ['/mobile/news', '资讯'],
    ['/mobile-login', '登录'],
  ];
  for (const [path, name] of named) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${name} · ${SITE}`);
  }
});

test('立即办理 into an outside system says where it goes first (即将前往)', async ({ page }) => {
  // The notice hands over once its page runs: allow for a slow hydration on a busy machine.
  test.setTimeout(60_000);
  await standInForOutsideSystems(page);
  await page.goto(`/mobile/service-guide/${ONLINE.appId}`);
  await page.getByRole('link', { name: '立即办理' }).click();
  await expect(page.getByRole('heading', { name: `即将前往「${ONLINE.name}」` })).toBeVisible();
  await expect(page).toHaveURL(CAMPUS_SYSTEM, { timeout: 40_000 });
});

test('at the end of a page the floating 智能助手 covers none of its links or buttons', async ({ page }) => {
  for (const path of ['/mobile/home', `/mobile/service-guide/${ONLINE.appId}`]) {
    await page.goto(path);
    const launcher = page.getByRole('button', { name: '智能助手' });
    await expect(launcher).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await launcher.evaluate((button) => {
      const spot = button.getBoundingClientRect();
      const overlaps = (box: DOMRect) =>
        box.width > 0 &&
        box.left < spot.right &&
        box.right > spot.left &&
        box.top < spot.bottom &&
        box.bottom > spot.top;
      return [...document.querySelectorAll<HTMLElement>('main a, main button')]
        .filter((element) => !element.closest('.yz-assistant') && overlaps(element.getBoundingClientRect()))
        .map((element) => element.textContent);
    });
    expect(covered, path).toEqual([]);
  }
});

test('the guide’s 立即办理 bar sits at the bottom of the window, with nothing of the page showing below it', async ({
  page,
}) => {
  await page.goto(`/mobile/service-guide/${ONLINE.appId}`);
  const bar = page.locator('.yz-mguide-actions');
  await expect(bar.getByRole('link', { name: '立即办理' })).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBe(page.viewportSize()!.height);
});

test('tabs keep their labels apart however many there are (资讯, search results)', async ({ page }) => {
  for (const path of ['/mobile/news', `/mobile/search?keyword=${encodeURIComponent('奖学金')}`]) {
    await page.goto(path);
    const tabs = page.locator('main .adm-tabs-tab');
    await expect(tabs.first()).toBeVisible();
    const boxes = await tabs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    const gaps = boxes.slice(1).map((box, i) => Math.round(box.left - boxes[i]!.right));
    expect(Math.min(...gaps), `${path}: gaps between tabs ${gaps.join(', ')}`).toBeGreaterThanOrEqual(12);
  }
});
