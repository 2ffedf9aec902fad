import { expect, test } from '@playwright/test';
import { IDP_ORIGIN } from './cas';
import { cookieValue, DEMO_PASSWORD, expectGuest, openUserMenu } from './session';

// Issue 14 item 6 (security.md A8, ADR 041): 示范新区 (loginType 2) signs people in through its trusted app — the
// dev IdP's /api-code — which sends them back to /api-login with a single-use code the portal verifies there.
const districtUrl = (baseURL: string | undefined, path: string) =>
  `http://district.localhost:${new URL(baseURL ?? 'http://localhost:3210').port}${path}`;

test('A8: a guest signs in by API code, lands on the page asked for, and signs out through apiLogout', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(districtUrl(baseURL, '/personal-center/collect'));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal-center%2Fcollect$/);
  await page.getByRole('link', { name: '统一身份认证登录' }).click();

  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/api-code/login\\?service=`));
  await expect(page.getByRole('heading', { name: '示范可信应用' })).toBeVisible();
  await page.getByLabel('账号').fill('citizen');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  const verified = page.waitForResponse((response) => response.url().includes('/api-login?'));
  await page.getByRole('button', { name: '登录并进入门户' }).click();
  // Through /api-login with code and millis, which the portal verifies and drops from the address.
  const arrival = new URL((await verified).url());
  expect(arrival.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Number(arrival.searchParams.get('millis'))).toBeGreaterThan(Date.now() - 60_000);

  await expect(page).toHaveURL(districtUrl(baseURL, '/personal-center/collect'));
  expect(await cookieValue(context, 'tourist')).toBe('0');
  const userButton = page.getByRole('button', { name: /当前用户：张市民/ });
  await expect(userButton).toBeVisible();

  // The same code again: refused, with a way to sign in afresh.
  await page.goto(arrival.toString());
  await expect(page.getByRole('heading', { name: '接口登录失败' })).toBeVisible();
  await expect(page.getByText('登录码无效、已使用或已过期，请重新登录')).toBeVisible();

  await page.goto(districtUrl(baseURL, '/personal-center/collect'));
  await openUserMenu(page, /当前用户：张市民/);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // apiLogout: the trusted app's logout, then back through /api-login to the page, which a guest may not see.
  await expect(page).toHaveURL(/district\.localhost:\d+\/login\?redirect=%2Fpersonal-center%2Fcollect$/);
  await expectGuest(context);
  // The trusted app's own sign-in is over too: it shows its form again.
  await page.goto(
    `${IDP_ORIGIN}/api-code/login?service=${encodeURIComponent(districtUrl(baseURL, '/api-login?redirect=%2F'))}`,
  );
  await expect(page.getByRole('button', { name: '登录并进入门户' })).toBeVisible();
});
