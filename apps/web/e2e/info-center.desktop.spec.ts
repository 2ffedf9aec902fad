import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 11 items 2 and 3 on the desktop site: the header bell's unread count and the information center.
test.describe('notices and the information center on the desktop site', () => {
  test('a user opens an unread notice and the count falls on the bell', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/info-center?kind=notice&read=0')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/info-center\?kind=notice&read=0$/);
    await expect(page.getByRole('heading', { level: 1, name: '信息中心' })).toBeVisible();
    await waitForHydration(page);
    const bell = page.getByTestId('bell-count');
    await expect(bell).toHaveText(/^\d+$/);
    const before = Number(await bell.textContent());
    expect(before).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: `消息通知，${before} 条未读` })).toBeVisible();

    // Opening the newest unread notice shows it in a dialog, marks it read and the bell falls at once.
    const entry = page.locator('.yz-info-entry--unread[data-kind="notice"]').first();
    const title = (await entry.locator('.yz-info-entry__title').textContent())!;
    await entry.locator('.yz-info-entry__title').click();
    await expect(bell).toHaveText(String(before - 1));
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button', { name: 'Close' })
      .or(dialog.getByRole('button', { name: '关闭' }))
      .click();
    await expect(page).toHaveURL(/\/info-center/);
    // It is read now: no longer among the unread ones, still counted one less after a reload.
    await page.reload();
    await expect(page.locator('.yz-info-entry--unread').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByTestId('bell-count')).toHaveText(String(before - 1));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user marks everything read in the information center', async ({ page, baseURL }) => {
    const gov = `http://gov.localhost:${new URL(baseURL!).port}`;
    await page.goto(`${gov}/login?redirect=${encodeURIComponent('/info-center')}`);
    await submitLogin(page, 'citizen');
    await expect(page).toHaveURL(/\/info-center$/);
    await waitForHydration(page);
    await expect(page.getByTestId('bell-count')).toHaveText(/^\d+$/);
    await expect(page.locator('.yz-info-entry--unread').first()).toBeVisible();
    // Filters are links: only messages, then only the unread ones.
    await page.getByRole('navigation', { name: '消息类别' }).getByRole('link', { name: /^消息/ }).click();
    await expect(page).toHaveURL(/kind=message/);
    await expect(page.locator('.yz-info-entry').first()).toHaveAttribute('data-kind', 'message');
    await page.getByRole('navigation', { name: '消息类别' }).getByRole('link', { name: /^全部/ }).click();
    await expect(page).toHaveURL(/\/info-center$/);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.locator('.yz-info-entry--unread')).toHaveCount(0);
    await expect(page.getByText('没有未读', { exact: true })).toBeVisible();
    await expect(page.getByTestId('bell-count')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    await page.getByRole('navigation', { name: '阅读状态' }).getByRole('link', { name: '未读' }).click();
    await expect(page.getByText('没有未读的消息')).toBeVisible();
  });
});
