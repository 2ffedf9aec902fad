import { expect, test } from '@playwright/test';
import { DONGYUE, expectBusinessSystem, signInAtPassport, unitUrl } from './demo-units';
import { cookieValue, waitForHydration } from './session';

// Issue 14 items 5 and 8 on the phone: 东岳理工学院's passport and its business system (ADR 042).
test('passport on the phone: 我的 with the name, 立即办理 reaches the business system as the same person, sign out', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, DONGYUE, '/mobile-login?redirect=%2Fmobile%2Fpersonal-center'));
  await page.getByRole('link', { name: '通行证登录' }).click();
  await signInAtPassport(page, DONGYUE, '2023001');
  await expect(page).toHaveURL(/39374\.localhost:\d+\/mobile\/personal-center$/);
  await expect(page.getByRole('heading', { level: 1, name: '李明' })).toBeVisible();
  expect(await cookieValue(context, 'tourist')).toBe('0');

  await page.goto(unitUrl(baseURL, DONGYUE, '/mobile/work'));
  await waitForHydration(page);
  await page.getByPlaceholder('搜索服务名称').fill('在读证明');
  await page.getByPlaceholder('搜索服务名称').press('Enter');
  await page
    .getByRole('link', { name: /在读证明开具/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mobile\/service-guide\/\d+$/);
  await page.getByRole('link', { name: '立即办理' }).click();
  await expect(page).toHaveURL(/^http:\/\/ehall\.39374\.localhost:\d+\/business\/dongyue\/m\//, { timeout: 40_000 });
  await expectBusinessSystem(page, '李明（2023001）', '通行证 Cookie', '在读证明开具');
  await expect(page.getByRole('cell', { name: '手机' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('business-dongyue-mobile.png') });
  await page.getByRole('link', { name: '返回东岳理工学院门户' }).click();
  await expect(page).toHaveURL(/39374\.localhost:\d+\/mobile\/work$/);

  await page.goto(unitUrl(baseURL, DONGYUE, '/mobile/personal-center'));
  await waitForHydration(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  // Through the passport's logout, which ends its sign-in and clears its cookie, back to the phone's login page.
  await expect(page).toHaveURL(/39374\.localhost:\d+\/mobile-login\?redirect=%2Fmobile$/);
  expect(await cookieValue(context, 'tourist')).toBe('1');
  expect(await cookieValue(context, 'YZ_PASSPORT')).toBeUndefined();
});
