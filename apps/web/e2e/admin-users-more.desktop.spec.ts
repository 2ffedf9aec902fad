import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// Issue 37 item 9 (ADR 079): an administrator creates an account, resets its password, and the person is made to
// change it before anything else; then a file of users is imported. Only accounts made here are written to, all in
// 示范新区政务服务中心 (district.localhost).
const DISTRICT = 'district.localhost';
const suffix = String(Date.now() % 1_000_000);
const ACCOUNT = `e79u${suffix}`;
const OWN_PASSWORD = 'Mine#2026e2e';

test.describe.configure({ mode: 'serial' });

async function openUsers(page: Page, baseURL: string | undefined) {
  await page.goto(unitUrl(baseURL, DISTRICT, '/admin/users'));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '用户与角色' })).toBeVisible();
  await waitForHydration(page);
}

/** An API call from the page, with its cookies (Node cannot resolve *.localhost, the browser can). */
const callFrom = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json() as Promise<{ code: number; msg: string }>, path);

/** A dialog's serious axe findings once it has finished opening (mid-animation its text is still faded). */
async function dialogViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
  return seriousViolations(page, { include: '.ant-modal' });
}

/** The password a dialog shows once. */
const shownPassword = async (page: Page) => (await page.locator('.yz-admin-secret').first().innerText()).trim();

test('an account made and reset in the console must change its password before anything else', async ({
  page,
  browser,
  baseURL,
}) => {
  await openUsers(page, baseURL);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  await page.getByRole('button', { name: '新建账号' }).click();
  const create = page.getByRole('dialog', { name: '新建账号' });
  await create.getByLabel('账号').fill(ACCOUNT);
  await create.getByLabel('姓名').fill('端到端用户');
  await create.getByLabel('手机号（可不填）').fill('13800138000');
  expect(await dialogViolations(page)).toEqual([]);
  await create.getByRole('button', { name: /创\s*建/ }).click();
  const created = page.getByRole('dialog', { name: '账号已创建' });
  await expect(created).toContainText('首次登录时须修改密码');
  expect((await shownPassword(page)).length).toBe(12);
  await created.getByRole('button', { name: /完\s*成/ }).click();

  await page.getByRole('textbox', { name: '账号或姓名' }).fill(ACCOUNT);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(page.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `重置 ${ACCOUNT} 的密码` }).click();
  await page
    .getByRole('dialog', { name: /重置.*的密码/ })
    .getByRole('button', { name: /重\s*置/ })
    .click();
  const reset = page.getByRole('dialog', { name: '密码已重置' });
  await expect(reset).toContainText('下次登录时须修改密码');
  expect(await dialogViolations(page)).toEqual([]);
  const temporary = await shownPassword(page);
  await reset.getByRole('button', { name: /完\s*成/ }).click();

  // The person signs in with the temporary password and is held at 修改密码 until it is changed.
  const person = await browser.newContext();
  const their = await person.newPage();
  await their.goto(unitUrl(baseURL, DISTRICT, '/login'));
  await submitLogin(their, ACCOUNT, temporary);
  await expect(their).toHaveURL(/\/personal-center\/password$/);
  await expect(their.getByText('您的密码由管理员设置，请先修改密码再继续使用')).toBeVisible();
  expect(await seriousViolations(their, { include: 'main' })).toEqual([]);
  await their.goto(unitUrl(baseURL, DISTRICT, '/service-hall'));
  await expect(their).toHaveURL(/\/personal-center\/password$/);
  expect((await callFrom(their, '/pedestal/admin/me')).msg).toBe('您的密码由管理员设置，请先修改密码再继续使用');

  await waitForHydration(their);
  await their.getByLabel('原密码').fill(temporary);
  await their.getByLabel('新密码', { exact: true }).fill(OWN_PASSWORD);
  await their.getByLabel('再次输入新密码').fill('Mine#2026typo');
  await their.getByRole('button', { name: '确认修改' }).click();
  await expect(their.getByRole('alert')).toContainText('两次输入的新密码不一致');
  await their.getByLabel('再次输入新密码').fill(OWN_PASSWORD);
  await their.getByRole('button', { name: '确认修改' }).click();
  await expect(their.getByRole('status').filter({ hasText: '密码已修改' })).toBeVisible();
  // The portal opens, signed in as the person.
  await expect(their).not.toHaveURL(/password|login/);
  await their.goto(unitUrl(baseURL, DISTRICT, '/personal-center/password'));
  await expect(their.getByText('您的密码由管理员设置')).toHaveCount(0);

  // The console sees the person's session and ends it.
  await page.getByRole('button', { name: `查看 ${ACCOUNT} 的登录` }).click();
  const sessions = page.getByRole('dialog', { name: new RegExp(`${ACCOUNT}.*的登录`) });
  await expect(sessions.getByRole('row')).toHaveCount(2);
  expect(await dialogViolations(page)).toEqual([]);
  await sessions.getByRole('button', { name: /^注销 / }).click();
  await expect(sessions).toContainText('已注销 1 个登录');
  expect((await callFrom(their, '/pedestal/auth/userInfo')).code).toBe(401);
  await person.close();
});

test('a file of users is imported whole, and a file with bad rows is refused with those rows', async ({
  page,
  baseURL,
}) => {
  await openUsers(page, baseURL);
  const file = (lines: string[]) => ({
    name: '用户.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['账号,姓名,类型,手机号,邮箱,初始密码', ...lines].join('\r\n')),
  });
  const chooser = page.getByLabel('选择要导入的用户文件');
  await chooser.setInputFiles(
    file([
      `e79i${suffix}a,导入甲,市民,,,`,
      `e79i${suffix}b,导入乙,市民,,,Typed#2026e2e`,
      `e79i${suffix}c,导入丙,教师,,,`,
    ]),
  );
  await expect(page.getByRole('status').filter({ hasText: '已导入 3 条用户' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载初始密码' }).click();
  expect((await download).suggestedFilename()).toBe('用户初始密码.xlsx');
  await expect(page.getByRole('button', { name: '下载初始密码' })).toHaveCount(0);

  await chooser.setInputFiles(
    file([`e79j${suffix}a,好,市民,,,`, `e79i${suffix}a,重,市民,,,`, `e79j${suffix}c,坏,外星人,,,`]),
  );
  const report = page.getByRole('alert').filter({ hasText: '没有导入任何一行' });
  await expect(report).toContainText('第 3 行：账号：本单位已有账号');
  await expect(report).toContainText('第 4 行：类型：应为');
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await page.getByRole('textbox', { name: '账号或姓名' }).fill(`e79j${suffix}`);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(page.getByText('没有找到账号')).toBeVisible();
});
