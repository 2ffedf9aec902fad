import { expect, test } from '@playwright/test';
import { strictUnitUrl, submitLogin } from './session';

// Spec §5: a signed-in phone user asking for a mobile page their unit's mobile menu does not offer lands on
// /mobile/no-permission — the no-permission dialog of spec §6 and §8 over a page in the view layout, with the ways on.
test('a signed-in user sent to /mobile/no-permission sees why, with 返回首页 and 退出登录', async ({
  page,
  baseURL,
}) => {
  // 331906 offers only 办事 and 我的 on the phone: its 首页 is not for signed-in users there.
  await page.goto(strictUnitUrl(baseURL, '/mobile-login?redirect=%2Fmobile%2Fwork'));
  await submitLogin(page, 'T1001');
  await expect(page).toHaveURL(/\/mobile\/work$/);
  await page.goto(strictUnitUrl(baseURL, '/mobile/home'));
  await expect(page).toHaveURL(/\/mobile\/no-permission\?redirect=%2Fmobile%2Fhome$/);
  // Spec §6, §8: the dialog names the page; confirming reloads it (still refused: back here), and a second
  // confirmation within the reload guard's 10 s only closes the dialog.
  const text = '您暂无权限访问首页页面，请联系管理员申请';
  const dialog = page.locator('.adm-dialog').filter({ hasText: '提示' });
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/mobile\/no-permission\?redirect=%2Fmobile%2Fhome$/);
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '暂无权限' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page).toHaveTitle(/^暂无权限 · /);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/mobile\/(work|personal-center)$/);
});
