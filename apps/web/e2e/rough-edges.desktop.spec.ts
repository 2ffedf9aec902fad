// Issue 10 item 9: the rough edges a first visit meets on the desktop site.
import { formatSecond } from '@yizhan/contracts';
import { expect, test, type Page } from '@playwright/test';
import { strictUnitUrl, submitLogin, waitForHydration } from './session';
import {
  OFFLINE,
  ONLINE,
  ONLINE_DESKTOP_FIRST,
  SELF_BUILT,
  standInForOutsideSystems,
  CAMPUS_SYSTEM,
} from './service-hall';
import { university } from './units';

const SITE = university.title;

/** Signs in through the login page and waits for the page it returns to. */
async function signIn(page: Page, username = '2023001', redirect = '/home') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await submitLogin(page, username);
  await expect(page).toHaveURL(redirect);
}

test.describe('signed in already', () => {
  test('/login goes on to the redirect target when it is a usable one, else home', async ({ page }) => {
    await signIn(page);
    await page.goto('/login?redirect=%2Fbusiness-system');
    await expect(page).toHaveURL('/business-system');
    await page.goto('/login');
    await expect(page).toHaveURL('/home');
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('button', { name: /当前用户/ })).toBeVisible();
  });
});

test.describe('404 and error screens keep the site frame', () => {
  test('as a guest: header, footer and 返回首页, nothing to sign out of', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('header.yz-header .yz-header__title')).toHaveText(SITE);
    await expect(page.locator('footer.yz-footer')).toBeVisible();
    const screen = page.locator('main .yz-error');
    await expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    await expect(screen.getByRole('button', { name: '退出登录' })).toHaveCount(0);
    // The unit's theme, not the default blue.
    await expect(screen.getByRole('link', { name: '返回首页' })).toHaveCSS('background-color', 'rgb(26, 79, 156)');
  });

  test('as a user: 退出登录 and 返回首页, and an unknown service is a 404 in the frame too', async ({ page }) => {
    await signIn(page, 'T1001');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const screen = page.locator('main .yz-error');
    await expect(screen.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: /当前用户/ })).toBeVisible();

    const guide = await page.goto('/service-hall/details/99999');
    expect(guide?.status()).toBe(404);
    await expect(page.locator('header.yz-header')).toBeVisible();
    await expect(page.locator('main .yz-error')).toHaveAttribute('data-kind', 'not-found');
  });
});

test('every page has its own title: page name · site name', async ({ page }) => {
  // Some twenty page loads in one test: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const named: [string, string][] = [
    ['/', '首页'],
    ['/home', '首页'],
    ['/service-hall', '服务大厅'],
    [`/service-hall/details/${ONLINE.appId}`, `${ONLINE.name}办事指南`],
    ['/business-system', '业务系统'],
    ['/home/special-services', '专题服务'],
    ['/service-hall/special-services', '专题服务'],
    ['/news', '新闻资讯'],
    ['/info-center', '信息中心'],
    ['/personal-center', '个人中心'],
    ['/personal-center/collect', '我的收藏'],
    ['/personal-center/recently-used', '最近使用'],
    ['/error?code=1004', '暂无权限'],
    ['/no-such-page', '页面不存在'],
  ];
  await page.goto('/login');
  await expect(page).toHaveTitle(`登录 · ${SITE}`);
  await signIn(page);
  for (const [path, name] of named) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${name} · ${SITE}`);
  }
  // Every other route names itself too (whatever its guard decides for this user).
  for (const path of ['/news/more/1', '/search', '/schedule-center', '/task-center', '/personal-center/campus-infos']) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(`^[^·]+ · ${SITE}$`));
  }
  // A custom menu entry is titled by its name.
  await page.goto('/home');
  // The entry may sit in the menu's 更多 overflow, hidden until opened, depending on when the header measured its
  // width: its address is the same either way.
  const map = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '校园地图', includeHidden: true })
    .first();
  await page.goto((await map.getAttribute('href'))!);
  await expect(page).toHaveTitle(`校园地图 · ${SITE}`);
});

test.describe('Chinese, human messages', () => {
  test('the empty login form says what to fill in, in Chinese, and sends nothing', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '账号' })).toBeFocused();
    expect(posted).toBe(false);
    // No browser bubble: the form leaves validation to the page.
    expect(await page.locator('form.yz-login__form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    await page.getByRole('textbox', { name: '账号' }).fill('T1001');
    await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toHaveCount(0);
  });

  test('a bad /to-handle-service link and a bad API call are explained in Chinese', async ({ page }) => {
    const response = await page.goto('/to-handle-service?terminalType=1');
    expect(response?.status()).toBe(400);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('链接中缺少要办理的服务');
    await expect(alert).not.toContainText(/required|[A-Za-z]{4,}/);
    await page.goto(`/to-handle-service?appId=${ONLINE.appId}&terminalType=pc`);
    await expect(page.getByRole('alert')).toContainText('链接中缺少终端类型');

    const api = await page.request.get('/homepage/homeApp/getAppGuide?appId=abc');
    expect(api.status()).toBe(400);
    expect((await api.json()).msg).toBe('服务编号必须是数字编号');
  });
});

test('收藏 on the home page cards, with a toast for 收藏 and 取消收藏', async ({ page }) => {
  await signIn(page, 'T1001');
  await waitForHydration(page);
  const card = page.locator('.yz-hm-service').first();
  const star = card.getByRole('button', { name: /收藏/ });
  const saved = () =>
    page.waitForResponse((r) => r.url().includes('/homepage/homeApp/collectApp') && r.request().method() === 'POST');
  const wasCollected = (await star.getAttribute('aria-pressed')) === 'true';
  let save = saved();
  await star.click();
  expect((await save).ok()).toBe(true);
  await expect(page.getByText(wasCollected ? '已取消收藏' : '已收藏', { exact: true })).toBeVisible();
  save = saved();
  await star.click();
  expect((await save).ok()).toBe(true);
  await expect(page.getByText(wasCollected ? '已收藏' : '已取消收藏', { exact: true })).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', String(wasCollected));
  // The card itself still leads to the guide.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/service-hall\/details\/\d+$/);
});

test('at 1440 px the signed-in header shows its entries, any overflow under a labelled 更多', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const name of university.menus) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  const overflow = nav.locator('.ant-menu-overflow-item-rest:visible');
  for (const item of await overflow.all()) await expect(item).toContainText('更多');
  await expect(nav).not.toContainText('···');
});

test('the hall offers no category or department without services', async ({ page }) => {
  await page.goto('/service-hall');
  const counts = await page.locator('.yz-types__count').allTextContents();
  expect(counts.length).toBeGreaterThan(1);
  expect(counts.filter((count) => count.trim() === '0')).toEqual([]);
});

test('the hall’s cards show service names whole (up to two lines)', async ({ page }) => {
  await page.goto('/service-hall');
  const names = page.locator('.yz-app-card__name');
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
      .map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
});

test('home grids leave no lone card on a last row; the news columns end level', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const lone = await page.evaluate(() => {
    const grids = document.querySelectorAll(
      '.yz-home ul.yz-hm-services, .yz-home ul.yz-hm-tools, .yz-home ul.yz-hm-cars, .yz-home ul.yz-hm-specials, .yz-home ul.yz-hm-pictures',
    );
    const found: string[] = [];
    for (const grid of grids) {
      const tops = [...grid.children].map((item) => Math.round(item.getBoundingClientRect().top));
      const rows = [...new Set(tops)];
      const last = tops.filter((top) => top === rows.at(-1)).length;
      if (rows.length > 1 && last === 1) found.push(grid.className);
    }
    return found;
  });
  expect(lone).toEqual([]);
  // Blocks side by side end level, and no block stands alone in half a row.
  const rows = await page.locator('.yz-hm-content-blocks > section').evaluateAll((blocks) => {
    const byTop = new Map<number, { bottom: number; width: number }[]>();
    for (const block of blocks) {
      const box = block.getBoundingClientRect();
      const row = byTop.get(Math.round(box.top)) ?? [];
      row.push({ bottom: Math.round(box.bottom), width: box.width });
      byTop.set(Math.round(box.top), row);
    }
    return [...byTop.values()];
  });
  const full = await page.locator('.yz-hm-content-blocks').evaluate((grid) => grid.getBoundingClientRect().width);
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    expect(new Set(row.map((block) => block.bottom)).size).toBe(1);
    expect(row.reduce((sum, block) => sum + block.width, 0)).toBeGreaterThan(full * 0.9);
  }
});

test.describe('立即办理', () => {
  test('of a counter-only or self-built service says so beside the button, without reloading', async ({ page }) => {
    for (const [app, message] of [
      [OFFLINE, '只支持线下办理'],
      [SELF_BUILT, '该服务/应用仅支持在客户端中打开'],
    ] as const) {
      await page.goto(`/service-hall/details/${app.appId}`);
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('link', { name: '立即办理' }).click();
      await expect(page).toHaveURL(new RegExp(`/service-hall/details/${app.appId}\\?handle=`));
      const notice = page.getByRole('status').filter({ hasText: message });
      await expect(notice).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // It sits in the page's flow: nothing of the guide's header is under it.
      const heading = (await page.getByRole('heading', { level: 1, name: app.name }).boundingBox())!;
      const box = (await notice.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    }
  });

  test('into an outside system says where it goes first (即将前往), then goes', async ({ page }) => {
    await standInForOutsideSystems(page);
    await page.goto(`/service-hall/details/${ONLINE_DESKTOP_FIRST.appId}`);
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(page.getByRole('heading', { name: `即将前往「${ONLINE_DESKTOP_FIRST.name}」` })).toBeVisible();
    await expect(page.getByText(/localhost:\d+/)).toBeVisible();
    await expect(page).toHaveURL(CAMPUS_SYSTEM);
    // Back returns to the guide, not to the notice (which would send the visitor off again).
    await page.goBack();
    await expect(page).toHaveURL(`/service-hall/details/${ONLINE_DESKTOP_FIRST.appId}`);
  });
});

test('a tab that slept past the refresh limit shows the refresh dialog on its first click', async ({
  page,
  baseURL,
}) => {
  await page.goto(strictUnitUrl(baseURL, '/login?redirect=%2Fhome'));
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
  // Asleep for 25 minutes (refresh after 20): no focus or visibility event, just a click on a menu entry.
  const operateTime = formatSecond(new Date(Date.now() - 25 * 60_000));
  await page.evaluate((time) => sessionStorage.setItem('operateTime', time), operateTime);
  // force: the page's own 30-second check may have found the idleness first; the click is what this test is about.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '服务大厅' }).click({ force: true });
  await expect(page.getByRole('dialog').filter({ hasText: '您已长时间未操作，请刷新页面' })).toBeVisible();
});
