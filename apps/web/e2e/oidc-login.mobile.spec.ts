import { expect, test } from '@playwright/test';
import { IDP_ORIGIN } from './cas';
import { cookieValue, DEMO_PASSWORD, waitForHydration } from './session';

// Issue 14: on the phone, 示范大学's login offers its OpenID Connect provider too (ADR 035).
test('A6: on the phone, a guest signs in by OpenID Connect, sees 我的 with their name and signs out', async ({
  page,
  context,
}) => {
  await page.goto('/mobile-login?redirect=%2Fmobile%2Fpersonal-center');
  await page.getByRole('link', { name: '使用统一身份认证（OIDC）登录' }).click();

  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/oidc/interaction/`));
  await page.getByLabel('账号').fill('2023001');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/localhost:\d+\/mobile\/personal-center$/);
  await expect(page.getByRole('heading', { level: 1, name: '李明' })).toBeVisible();
  expect(await cookieValue(context, 'tourist')).toBe('0');

  await waitForHydration(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  // Signed out as a built-in login unit is (spec §4): its login page, coming back to the mobile site.
  await expect(page).toHaveURL(/\/mobile-login\?redirect=%2Fmobile$/);
  expect(await cookieValue(context, 'tourist')).toBe('1');
});
