import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 37 items 3 and 6 (ADR 074): the console's 菜单 and 业务系统. Writes go only to 示范新区政务服务中心
// (district.localhost), and each rename is put back; the entries added to be dragged are hidden and removed again.
const districtUrl = (baseURL: string | undefined, path: string) =>
  `http://district.localhost:${portOf(baseURL)}${path}`;

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

async function signInTo(page: Page, url: string, username: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, username);
}

/** The names a guest sees in the district's desktop header menu, or in its phone home grid. */
async function guestMenu(browser: Browser, baseURL: string | undefined, phone: boolean): Promise<string[]> {
  const context = await browser.newContext(phone ? PHONE : {});
  const page = await context.newPage();
  await page.goto(districtUrl(baseURL, phone ? '/mobile/home' : '/'));
  const menu = page.getByRole('navigation', { name: phone ? '移动端菜单' : '主导航' });
  // A tile shows its first character as its icon: its name is its own element.
  const names = await (phone ? menu.locator('.yz-m-home__entry-name') : menu.getByRole('link')).allTextContents();
  await context.close();
  return names.map((name) => name.trim());
}

/** Opens a dialog with a button: a click that lands while the page's code is still starting is tried again. */
async function openDialog(page: Page, button: string, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return dialog;
}

/** Renames an entry of the open console tab through its dialog. */
async function rename(page: Page, from: string, to: string) {
  const dialog = await openDialog(page, `编辑 ${from}`, `编辑菜单项「${from}」`);
  await dialog.getByRole('textbox', { name: '名称', exact: true }).fill(to);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.yz-admin-status')).toContainText(`已保存「${to}」`);
}

test.describe.configure({ mode: 'serial' });

test('an editor cannot open the menus or the business systems', async ({ page }) => {
  await signInTo(page, '/admin/menus', 'editor100001');
  await expect(page.getByText('暂无权限')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '管理后台菜单' }).getByRole('link', { name: '菜单' })).toHaveCount(
    0,
  );
  await page.goto('/admin/systems');
  await expect(page.getByText('暂无权限')).toBeVisible();
});

test('the administrator renames a desktop entry and a grid tile; both sites show them', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInTo(page, districtUrl(baseURL, '/admin/menus'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '菜单' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  try {
    await rename(page, '部门系统', '部门应用');
    await expect.poll(() => guestMenu(browser, baseURL, false)).toContain('部门应用');

    await page.getByRole('tab', { name: '移动端宫格' }).click();
    await rename(page, '搜索', '查询');
    await expect.poll(() => guestMenu(browser, baseURL, true)).toContain('查询');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: '移动端底部栏' }).click();
    await expect(page.getByRole('list', { name: '移动端底部栏菜单项' })).toContainText('政务公开');
  } finally {
    await page.goto(districtUrl(baseURL, '/admin/menus'));
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: '桌面菜单菜单项' })).toBeVisible();
    if (await page.getByRole('button', { name: '编辑 部门应用', exact: true }).count()) {
      await rename(page, '部门应用', '部门系统');
    }
    await page.goto(districtUrl(baseURL, '/admin/menus?tab=grid'));
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: '移动端宫格菜单项' })).toBeVisible();
    if (await page.getByRole('button', { name: '编辑 查询', exact: true }).count()) await rename(page, '查询', '搜索');
  }
  await expect.poll(() => guestMenu(browser, baseURL, false)).toContain('部门系统');
  await expect.poll(() => guestMenu(browser, baseURL, true)).toContain('搜索');
});

test('entries are sorted with the arrow keys and with 上移, and hidden ones stay off the sites', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInTo(page, districtUrl(baseURL, '/admin/menus?tab=grid'), 'admin');
  await waitForHydration(page);
  const grid = page.getByRole('list', { name: '移动端宫格菜单项' });
  const names = async () =>
    (await grid.locator('.yz-admin-menu__main strong').allTextContents()).filter((name) => name.startsWith('排序'));
  for (const name of ['排序甲', '排序乙']) {
    const dialog = await openDialog(page, '新增菜单项', '新增菜单项');
    await dialog.getByRole('textbox', { name: '名称', exact: true }).fill(name);
    await dialog.getByRole('checkbox', { name: '暂时隐藏' }).check();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.yz-admin-status')).toContainText(`已新增「${name}」`);
  }
  try {
    await expect.poll(names).toEqual(['排序甲', '排序乙']);
    expect(await guestMenu(browser, baseURL, true)).not.toContain('排序甲');
    // The keyboard's way: an arrow key on the drag handle moves the entry one place.
    await page.getByRole('button', { name: '拖动排序：排序乙' }).press('ArrowUp');
    await expect(page.locator('.yz-admin-status')).toContainText('已调整顺序');
    await expect.poll(names).toEqual(['排序乙', '排序甲']);
    await page.getByRole('button', { name: '上移 排序甲' }).click();
    await expect.poll(names).toEqual(['排序甲', '排序乙']);
  } finally {
    for (const name of ['排序甲', '排序乙']) {
      const confirm = await openDialog(page, `删除 ${name}`, `删除菜单项「${name}」`);
      await confirm.getByRole('button', { name: /删\s*除/ }).click();
      await expect(page.locator('.yz-admin-status')).toContainText(`已删除「${name}」`);
    }
  }
});

test('the business systems list pages, edits and checks addresses in Chinese', async ({ page, baseURL }) => {
  await signInTo(page, districtUrl(baseURL, '/admin/systems'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '业务系统' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  const dialog = await openDialog(page, '新增业务系统', '新增业务系统');
  await dialog.getByRole('textbox', { name: '名称', exact: true }).fill('不该保存的系统');
  await dialog.getByRole('textbox', { name: '电脑端地址' }).fill('ftp://files.example.cn/');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('电脑端地址须是以 http:// 或 https:// 开头的完整地址');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByRole('row', { name: /不该保存的系统/ })).toHaveCount(0);
});
