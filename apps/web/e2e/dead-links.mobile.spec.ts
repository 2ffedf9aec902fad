import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// Issue 35 item 4 on the phone: the same ways on as on the desktop site.
test.describe('no dead links on the phone', () => {
  test('the city’s citizen opens 任务中心 from 我的, as on the desktop site', async ({ page, baseURL }) => {
    const to = encodeURIComponent('/mobile/personal-center');
    await page.goto(unitUrl(baseURL, 'gov.localhost', `/mobile-login?redirect=${to}`));
    await submitLogin(page, 'citizen');
    await expect(page).toHaveURL(/\/mobile\/personal-center$/);
    await page.getByRole('link', { name: /^任务中心/ }).click();
    await expect(page).toHaveURL(/\/mobile\/task-center$/);
    await expect(page).not.toHaveURL(/no-permission/);
  });

  test('an opened message shows its whole text, sender and time, and 查看 leads to what it is about', async ({
    page,
  }) => {
    await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/notice?kind=message')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/mobile\/notice\?kind=message$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: /校园卡余额不足 20 元提醒/ }).click();
    const sheet = page.getByRole('dialog', { name: '校园卡余额不足 20 元提醒' });
    await expect(sheet.getByText(/当前余额 16\.50 元，低于提醒值 20 元/)).toBeVisible();
    await expect(sheet.getByText('一卡通中心')).toBeVisible();
    await expect(sheet.getByText('2026-11-21 12:05')).toBeVisible();
    await sheet.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/mobile\/service-guide\/\d+$/);
    await expect(page.getByRole('heading', { name: '校园卡充值', exact: true }).first()).toBeVisible();
  });
});
