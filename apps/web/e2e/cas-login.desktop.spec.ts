import { expect, test } from '@playwright/test';
import { expectSignedOutAtIdp, govUrl, signInAtIdp } from './cas';
import { cookieValue, expectGuest, openUserMenu } from './session';

// Issue 14: the demo government unit (loginType 1) signs people in through its CAS server, the dev IdP.
test('A3: a guest of the government unit signs in through CAS, lands on the page asked for and signs out through CAS', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(govUrl(baseURL, '/personal-center/collect'));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal-center%2Fcollect$/);
  // The built-in form stays as the second way in (ADR 034).
  await expect(page.getByText('或使用本站账号登录')).toBeVisible();
  // The form signs in to the portal only: the unit's systems trust its CAS (ADR 053), and the page says so.
  await expect(page.getByText('本站账号只登录门户，进入业务系统办理时仍需统一身份认证')).toBeVisible();
  await page.getByRole('link', { name: '统一身份认证登录' }).click();

  await signInAtIdp(page, 'citizen');
  await expect(page).toHaveURL(govUrl(baseURL, '/personal-center/collect'));
  expect(await cookieValue(context, 'tourist')).toBe('0');
  const userButton = page.getByRole('button', { name: /当前用户：张市民/ });
  await expect(userButton).toBeVisible();

  await openUserMenu(page, /当前用户/);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // The CAS logout, then back through /cas-login to the page, which a guest may not see: the login page.
  await expect(page).toHaveURL(/gov\.localhost:\d+\/login\?redirect=%2Fpersonal-center%2Fcollect$/);
  await expectGuest(context);
  await expect(page.getByRole('button', { name: /当前用户/ })).toHaveCount(0);
  await expectSignedOutAtIdp(page);
});

test('a CAS sign-in returns to a public page with the user’s name in the header', async ({ page, baseURL }) => {
  await page.goto(govUrl(baseURL, '/auth-login?redirect=%2Fnews'));
  await signInAtIdp(page, 'lisi');
  await expect(page).toHaveURL(govUrl(baseURL, '/news'));
  await expect(page.getByRole('button', { name: /当前用户：李四/ })).toBeVisible();
});
