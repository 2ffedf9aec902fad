import { expect, test } from '@playwright/test';
import { expectSignedOutAtIdp, govUrl, signInAtIdp } from './cas';
import { cookieValue, waitForHydration } from './session';

// Issue 14: on the phone, the government unit's 我的 asks for a CAS sign-in at the dev IdP.
test('A3: on the phone, a guest signs in through CAS, sees 我的 with their name and signs out through CAS', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(govUrl(baseURL, '/mobile-login?redirect=%2Fmobile%2Fpersonal-center'));
  await expect(page.getByText('或使用本站账号登录')).toBeVisible();
  // The form signs in to the portal only: the unit's systems trust its CAS (ADR 053), and the page says so.
  await expect(page.getByText('本站账号只登录门户，进入业务系统办理时仍需统一身份认证')).toBeVisible();
  await page.getByRole('link', { name: '统一身份认证登录' }).click();

  await signInAtIdp(page, 'citizen');
  await expect(page).toHaveURL(govUrl(baseURL, '/mobile/personal-center'));
  await expect(page.getByRole('heading', { level: 1, name: '张市民' })).toBeVisible();
  expect(await cookieValue(context, 'tourist')).toBe('0');

  await waitForHydration(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/gov\.localhost:\d+\/mobile\/home$/);
  expect(await cookieValue(context, 'tourist')).toBe('1');
  await expectSignedOutAtIdp(page);
});
