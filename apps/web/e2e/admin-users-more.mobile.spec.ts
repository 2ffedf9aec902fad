import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, submitLogin, waitForHydration } from './session';
import { hostHeaders, unitUrl } from './units';

// 修改密码 of 我的 (ADR 079): an account the platform administrator makes in 示范新区政务服务中心 (district.localhost)
// signs in on the phone, is held at 修改密码 until it chooses its own password, and finds the page in 我的 after.
const DISTRICT = 'district.localhost';
const ACCOUNT = `e79m${Date.now() % 1_000_000}`;
const FIRST = 'First#2026mob';
const OWN = 'Mine#2026mob';

test('a phone user whose password an administrator set changes it on 修改密码 first', async ({ page, baseURL }) => {
  // The account is made through the console's API, as the administrator.
  const headers = { ...hostHeaders(baseURL, DISTRICT), origin: unitUrl(baseURL, DISTRICT, '').replace(/\/$/, '') };
  const admin = page.context().request;
  const signIn = await admin.post(`${baseURL}/pedestal/auth/cx/login`, {
    headers,
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect((await signIn.json()).success).toBe(true);
  const made = await admin.post(`${baseURL}/pedestal/admin/users/create`, {
    headers,
    data: { username: ACCOUNT, name: '手机用户', userType: 'CITIZEN', password: FIRST },
  });
  expect((await made.json()).success).toBe(true);
  await page.context().clearCookies();

  await page.goto(unitUrl(baseURL, DISTRICT, '/mobile-login'));
  await submitLogin(page, ACCOUNT, FIRST);
  await expect(page).toHaveURL(/\/mobile\/personal-center\/password$/);
  await expect(page.getByText('您的密码由管理员设置，请先修改密码再继续使用')).toBeVisible();
  await expect(page.getByRole('list', { name: '密码要求' })).toContainText('8 至 128 位');
  expect(await seriousViolations(page, { include: '.yz-mpc-password' })).toEqual([]);

  await waitForHydration(page);
  await page.getByLabel('原密码').fill(FIRST);
  await page.getByLabel('新密码', { exact: true }).fill(OWN);
  await page.getByLabel('再次输入新密码').fill(OWN);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('status').filter({ hasText: '密码已修改' })).toBeVisible();
  await expect(page).not.toHaveURL(/password|login/);

  // Afterwards 修改密码 is one row of 我的, and the page no longer says it must be done.
  await page.goto(unitUrl(baseURL, DISTRICT, '/mobile/personal-center/password'));
  await expect(page.getByText('您的密码由管理员设置')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '确认修改' })).toBeVisible();
});
