import { expect, test } from '@playwright/test';
import { strictUnitUrl, submitLogin } from './session';

// Spec §5: a signed-in phone user asking for a mobile page their unit's mobile menu does not offer lands on
// /mobile/no-permission — a real page in the view layout, with the ways on.
test('a signed-in user sent to /mobile/no-permission sees why, with 返回首页 and 退出登录', async ({
  page,
  baseURL,
}) => {
  // 331906 offers only 办事 and 我的 on the phone: its 首页 is not for signed-in users there.
  await page.goto(strictUnitUrl(baseURL, '/mobile-login?redirect=%2Fmobile%2Fwork'));
  await submitLogin(page, 'T1001');
  await expect(page).toHaveURL(/\/mobile\/work$/);
  await page.goto(strictUnitUrl(baseURL, '/mobile/home'));
  await expect(page).toHaveURL(/\/mobile\/no-permission$/);
  await expect(page.getByRole('heading', { name: '暂无权限' })).toBeVisible();
  await expect(page.getByText('您暂无权限访问该页面')).toBeVisible();
  await expect(page).toHaveTitle(/^暂无权限 · /);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/mobile\/(work|personal-center)$/);
});
