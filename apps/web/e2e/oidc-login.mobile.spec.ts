import { expect, test } from '@playwright/test';
import { IDP_ORIGIN } from './cas';
import { cookieValue, DEMO_PASSWORD, waitForHydration } from './session';

// Issue 14: on the phone, 示范大学's login offers its OpenID Connect provider too (ADR 035).
test('A6: on the phone, a guest signs in by OpenID Connect, sees 我的 with their name and signs out at the provider too', async ({
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
  // RP-initiated logout: the provider asks whether to end its sign-in too, then returns to the phone's login page.
  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/oidc/session/end`));
  expect(await cookieValue(context, 'tourist')).toBe('1');
  await page.getByRole('button', { name: '退出统一身份认证' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/mobile-login$/);

  await page.getByRole('link', { name: '使用统一身份认证（OIDC）登录' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/oidc/interaction/`));
  await expect(page.getByLabel('账号')).toBeVisible();
});
