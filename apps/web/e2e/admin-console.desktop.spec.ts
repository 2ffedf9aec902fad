import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 37 (ADR 069): the console's door and its first parts. The writes go to 示范新区政务服务中心
// (district.localhost), which no other browser test looks at the colours of.
const DISTRICT = 'district.localhost';
const districtUrl = (baseURL: string | undefined, path: string) => `http://${DISTRICT}:${portOf(baseURL)}${path}`;

async function signInTo(page: Page, url: string, username: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, username);
}

/** The theme colour a guest's desktop or phone page of the district is drawn in. */
async function guestColour(browser: Browser, baseURL: string | undefined, phone: boolean): Promise<string> {
  const context = await browser.newContext(
    phone
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        }
      : {},
  );
  const page = await context.newPage();
  await page.goto(districtUrl(baseURL, phone ? '/mobile/home' : '/'));
  const [selector, variable] = phone
    ? ['.yz-mobile-theme', '--adm-color-primary']
    : ['.yz-desktop', '--yz-color-primary'];
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name).trim().toLowerCase(), variable);
  await context.close();
  return colour;
}

test('a guest is sent to sign in, and a student is refused with 403', async ({ page }) => {
  await page.goto('/admin/site');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsite$/);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/admin\/site$/);
  await expect(page.getByText('暂无权限')).toBeVisible();
  const call = await page.request.get('/pedestal/admin/me');
  expect(call.status()).toBe(403);
});

test('an editor sees no site settings, and the menu offers only what the role may use', async ({ page }) => {
  await signInTo(page, '/admin', 'editor100001');
  await expect(page.getByRole('heading', { level: 1, name: '欢迎，宣传部编辑' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '管理后台菜单' });
  await expect(menu.getByRole('link', { name: '站点设置' })).toHaveCount(0);
  await page.goto('/admin/site');
  await expect(page.getByText('暂无权限')).toBeVisible();
});

// The two tests that save the district's settings run one after the other: each expects its own save to win.
test.describe.configure({ mode: 'serial' });

test('the administrator changes the theme colour; both sites show it, the log has before and after', async ({
  page,
  browser,
  baseURL,
}) => {
  const original = await guestColour(browser, baseURL, false);
  await signInTo(page, districtUrl(baseURL, '/admin/site'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '站点设置' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);

  const colour = page.getByRole('textbox', { name: '主题色', exact: true });
  await colour.fill('#0b6e4f');
  // The preview follows the field before anything is saved.
  await expect(page.locator('.yz-admin-preview__header')).toHaveCSS('background-color', 'rgb(11, 110, 79)');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  try {
    await expect.poll(() => guestColour(browser, baseURL, false)).toBe('#0b6e4f');
    await expect.poll(() => guestColour(browser, baseURL, true)).toBe('#0b6e4f');

    await page.getByRole('navigation', { name: '管理后台菜单' }).getByRole('link', { name: '审计日志' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
    const row = page.getByRole('row', { name: /修改站点设置/ }).first();
    await expect(row).toContainText('admin');
    await row.getByRole('button', { name: /展开/ }).click();
    const diff = page.getByRole('table', { name: '修改内容' }).first();
    await expect(diff.getByRole('row', { name: /主题色/ })).toContainText(original);
    await expect(diff.getByRole('row', { name: /主题色/ })).toContainText('#0b6e4f');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await page.goto(districtUrl(baseURL, '/admin/site'));
    await waitForHydration(page);
    await page.getByRole('textbox', { name: '主题色', exact: true }).fill(original);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  }
});

test('of two administrators saving one version, the second is told and can load the newer one', async ({
  browser,
  baseURL,
}) => {
  const pages = await Promise.all(
    ['admin', 'admin'].map(async (username) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInTo(page, districtUrl(baseURL, '/admin/site'), username);
      await expect(page.getByRole('heading', { level: 1, name: '站点设置' })).toBeVisible();
      await waitForHydration(page);
      return page;
    }),
  );
  const [first, second] = pages as [Page, Page];
  const address = `新区政务大道 ${Date.now() % 1000} 号`;
  await first.getByRole('textbox', { name: '地址', exact: true }).fill(address);
  await first.getByRole('button', { name: /保\s*存/ }).click();
  await expect(first.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  await second.getByRole('textbox', { name: '地址', exact: true }).fill('不该覆盖的地址');
  await second.getByRole('button', { name: /保\s*存/ }).click();
  await expect(second.getByRole('status').filter({ hasText: '该内容已被他人修改' })).toBeVisible();
  await second.getByRole('button', { name: '载入最新内容' }).click();
  await expect(second.getByRole('textbox', { name: '地址', exact: true })).toHaveValue(address);
  for (const page of pages) await page.context().close();
});

test('登录设置: secrets are never shown, and a saved sign-in limit reaches the login page at once', async ({
  page,
  baseURL,
}) => {
  await signInTo(page, districtUrl(baseURL, '/admin/sign-in'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '登录设置' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);
  // 第三方应用登录 (the district signs in by API code): its secret is only said to be set.
  await expect(page.getByLabel('应用密钥')).toHaveValue('');
  await expect(page.getByLabel('应用密钥')).toHaveAttribute('placeholder', '已设置，留空则不变');
  expect(await page.content()).not.toContain('yizhan-api-secret');

  const limit = page.getByRole('textbox', { name: '登录有效期（分钟）' });
  // Asked from the page: the browser resolves *.localhost, the test runner does not.
  const hostInfo = () =>
    page.evaluate(async () => (await (await fetch('/pedestal/auth/getHostInfo')).json()).data.onLineMinute);
  await limit.fill('3');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('status')).toContainText('登录有效期不能少于 5 分钟');
  const saveAs = async (value: string) => {
    await limit.fill(value);
    const saved = page.waitForResponse((response) => response.url().endsWith('/pedestal/admin/sign-in'));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    expect((await (await saved).json()).success).toBe(true);
    await expect(page.getByRole('status')).toContainText('已保存');
  };
  await saveAs('600');
  try {
    await expect.poll(hostInfo).toBe(600);
  } finally {
    await saveAs('');
  }
  await expect.poll(hostInfo).toBeNull();
});

test('a phone is told to use a computer', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto(`http://localhost:${portOf(baseURL)}/admin/site`);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: '请在电脑上使用管理后台' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the administrator finds an account and grants it a console role, which opens the console for it', async ({
  page,
  browser,
  baseURL,
}) => {
  // 星海职业技术学院: its T1001 is not the account other tests sign in with at localhost.
  const xinghai = (path: string) => `http://331906.localhost:${portOf(baseURL)}${path}`;
  await signInTo(page, xinghai('/admin/users'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '用户与角色' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('textbox', { name: '账号或姓名' }).fill('t10');
  await page.getByRole('button', { name: /查\s*找/ }).click();
  const row = page.getByRole('row', { name: /T1001/ });
  await expect(row).toContainText('王芳');
  expect(await seriousViolations(page)).toEqual([]);

  const setRoles = async (role: string, on: boolean) => {
    await row.getByRole('button', { name: '设置 T1001 的角色' }).click();
    const dialog = page.getByRole('dialog', { name: /设置 王芳（T1001）的管理角色/ });
    await dialog.getByRole('checkbox', { name: role }).setChecked(on);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByRole('status')).toHaveText('已更新 T1001 的管理角色');
  };
  await setRoles('审计员', true);
  try {
    await expect(row).toContainText('审计员');
    const context = await browser.newContext();
    const teacher = await context.newPage();
    await signInTo(teacher, xinghai('/admin'), 'T1001');
    const menu = teacher.getByRole('navigation', { name: '管理后台菜单' });
    await expect(menu.getByRole('link', { name: '审计日志' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '用户与角色' })).toHaveCount(0);
    await context.close();
  } finally {
    await setRoles('审计员', false);
  }
  await expect(row).not.toContainText('审计员');
});
