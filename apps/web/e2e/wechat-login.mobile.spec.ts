import { expect, test } from '@playwright/test';
import { authoriseAtWechat, unitUrl, XINGHAI } from './demo-units';
import { cookieValue, DEMO_PASSWORD, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 14 item 4 on the phone: 星海职业技术学院's 微信登录 (ADR 042).
test('A6: on the phone, WeChat binds once and lands on 我的 with the name; the logout goes to the passport', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, XINGHAI, '/mobile-login?redirect=%2Fmobile%2Fpersonal-center'));
  await page.getByRole('link', { name: '微信登录' }).click();
  await authoriseAtWechat(page, '小周');

  await expect(page.getByRole('heading', { name: '绑定本站账号' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wechat-bind-mobile.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('账号', { exact: true }).fill('2023001');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录并绑定' }).click();

  await expect(page).toHaveURL(/331906\.localhost:\d+\/mobile\/personal-center$/);
  await expect(page.getByRole('heading', { level: 1, name: '李明' })).toBeVisible();
  expect(await cookieValue(context, 'tourist')).toBe('0');

  await waitForHydration(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  // This unit's phones sign out to its passport login (spec §4): the dev IdP's, as passport.331906.localhost.
  await expect(page).toHaveURL(/^http:\/\/passport\.331906\.localhost:\d+\/passport\/login\?fid=331906/);
  expect(await cookieValue(context, 'tourist')).toBe('1');
});

test('spec §8: a failed WeChat sign-in on the phone goes to the passport login (code variant)', async ({
  page,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, XINGHAI, '/wechat-login?code=forged&state=forged&redirect=%2Fmobile%2Fhome'));
  await expect(page).toHaveURL(/^http:\/\/passport\.331906\.localhost:\d+\/passport\/login\?.*mode=code/);
  await expect(page.getByLabel('短信验证码')).toBeVisible();
});
