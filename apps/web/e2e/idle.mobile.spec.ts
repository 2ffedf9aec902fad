import { expect, test } from '@playwright/test';
import { idleFor, strictUnitUrl, submitLogin } from './session';

test("mobile: refresh prompt, expired dialog, then the unit's passport login", async ({ page, baseURL }) => {
  await page.goto(strictUnitUrl(baseURL, '/mobile-login?redirect=%2Fmobile%2Fwork'));
  await submitLogin(page, 'T1001');
  await expect(page).toHaveURL(/\/mobile\/work$/);

  await idleFor(page, 25);
  const refresh = page.getByRole('dialog').filter({ hasText: '您已长时间未操作，请刷新页面' });
  await expect(refresh).toBeVisible();
  await refresh.getByRole('button', { name: '刷新页面' }).click();
  await expect(page).toHaveURL(/\/mobile\/work$/);

  await idleFor(page, 35);
  const expired = page.getByRole('dialog').filter({ hasText: '登录状态已过期，请重新登录' });
  await expect(expired).toBeVisible();
  // This unit sends a mobile logout to its passport login (spec §4): the dev IdP's, as passport.331906.localhost.
  const passport = page.waitForRequest(/^http:\/\/passport\.331906\.localhost:\d+\/passport\/login\?fid=331906/);
  await expired.getByRole('button').first().click();
  await passport;
});
