import { expect, test } from '@playwright/test';
import { authoriseAtWechat, unitUrl, XINGHAI } from './demo-units';
import { cookieValue, DEMO_PASSWORD, expectGuest, openUserMenu } from './session';
import { seriousViolations } from './axe';

// Issue 14 item 4: 星海职业技术学院 offers 微信登录 — its official account is the dev IdP's WeChat (ADR 042).
test('A6: a first WeChat sign-in binds with the portal password once, the next one signs in directly', async ({
  page,
  context,
  baseURL,
}) => {
  const signOut = async () => {
    await openUserMenu(page, /当前用户：王芳/);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/331906\.localhost:\d+\/login\?redirect=%2Fpersonal-center%2Fcollect$/);
    await expectGuest(context);
  };

  await page.goto(unitUrl(baseURL, XINGHAI, '/login?redirect=%2Fpersonal-center%2Fcollect'));
  await page.screenshot({ path: test.info().outputPath('login-xinghai-desktop.png') });
  await page.getByRole('link', { name: '微信登录' }).click();
  await authoriseAtWechat(page, '王老师');

  // No portal account is linked to this WeChat identity yet: the bind page.
  await expect(page).toHaveURL(/331906\.localhost:\d+\/wechat-login\?bind=1/);
  await expect(page.getByRole('heading', { name: '绑定本站账号' })).toBeVisible();
  await expect(page.getByText('「王老师」')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wechat-bind-desktop.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('账号', { exact: true }).fill('T1001');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录并绑定' }).click();

  await expect(page).toHaveURL(/331906\.localhost:\d+\/personal-center\/collect$/);
  expect(await cookieValue(context, 'tourist')).toBe('0');
  await expect(page.getByRole('button', { name: /当前用户：王芳/ })).toBeVisible();
  await signOut();

  // Linked now: WeChat alone signs in.
  await page.getByRole('link', { name: '微信登录' }).click();
  await authoriseAtWechat(page, '王老师');
  await expect(page).toHaveURL(/331906\.localhost:\d+\/personal-center\/collect$/);
  await expect(page.getByRole('button', { name: /当前用户：王芳/ })).toBeVisible();
  await signOut();
});

test('spec §8: a failed WeChat sign-in on the desktop goes to the login page with the redirect', async ({
  page,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, XINGHAI, '/wechat-login?code=forged&state=forged&redirect=%2Fnews'));
  await expect(page).toHaveURL(/331906\.localhost:\d+\/login\?redirect=%2Fnews$/);
  await expect(page.getByRole('link', { name: '微信登录' })).toBeVisible();
});
