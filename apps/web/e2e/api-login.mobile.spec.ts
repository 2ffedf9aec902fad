import { expect, test } from '@playwright/test';
import { IDP_ORIGIN } from './cas';
import { cookieValue, DEMO_PASSWORD, waitForHydration } from './session';

// Issue 14 item 6 (ADR 041): on the phone, 示范新区's 我的 asks for a sign-in through its trusted app (API code).
const districtUrl = (baseURL: string | undefined, path: string) =>
  `http://district.localhost:${new URL(baseURL ?? 'http://localhost:3210').port}${path}`;

test('A8: on the phone, a guest signs in by API code, sees 我的 with their name and signs out through apiLogout', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(districtUrl(baseURL, '/mobile-login?redirect=%2Fmobile%2Fpersonal-center'));
  await page.getByRole('link', { name: '统一身份认证登录' }).click();

  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/api-code/login\\?service=`));
  await page.getByLabel('账号').fill('citizen');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录并进入门户' }).click();

  await expect(page).toHaveURL(districtUrl(baseURL, '/mobile/personal-center'));
  await expect(page.getByRole('heading', { level: 1, name: '张市民' })).toBeVisible();
  expect(await cookieValue(context, 'tourist')).toBe('0');

  await waitForHydration(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/district\.localhost:\d+\/mobile\/home$/);
  expect(await cookieValue(context, 'tourist')).toBe('1');
  // The trusted app's own sign-in ended too: it shows its form again.
  await page.goto(`${IDP_ORIGIN}/api-code/login?service=${encodeURIComponent(districtUrl(baseURL, '/api-login'))}`);
  await expect(page.getByRole('button', { name: '登录并进入门户' })).toBeVisible();
});
