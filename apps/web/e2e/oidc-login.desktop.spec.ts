import { expect, test } from '@playwright/test';
import { IDP_ORIGIN } from './cas';
import { cookieValue, DEMO_PASSWORD, expectGuest, openUserMenu } from './session';

// Issue 14: 示范大学 offers its OpenID Connect provider, the dev IdP, beside the built-in form (ADR 035).
test('A6: a guest signs in by OpenID Connect (code, PKCE, state), lands on the page asked for and signs out at the provider too', async ({
  page,
  context,
}) => {
  await page.goto('/login?redirect=%2Fpersonal-center%2Fcollect');
  await page.getByRole('link', { name: '使用统一身份认证（OIDC）登录' }).click();

  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/oidc/interaction/`));
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toBeVisible();
  await page.getByLabel('账号').fill('2023001');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();

  // Back through /auth-login, which redeems the code and drops it from the address.
  await expect(page).toHaveURL(/localhost:\d+\/personal-center\/collect$/);
  expect(await cookieValue(context, 'tourist')).toBe('0');
  const userButton = page.getByRole('button', { name: /当前用户：李明/ });
  await expect(userButton).toBeVisible();

  await openUserMenu(page, /当前用户/);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // RP-initiated logout: the provider asks whether to end its sign-in too, then returns to the login page.
  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/oidc/session/end`));
  await expectGuest(context);
  await page.getByRole('button', { name: '退出统一身份认证' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/login$/);

  // The sign-in at the provider is over: the next OIDC sign-in asks for the password again.
  await page.getByRole('link', { name: '使用统一身份认证（OIDC）登录' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/oidc/interaction/`));
  await expect(page.getByLabel('账号')).toBeVisible();
});
