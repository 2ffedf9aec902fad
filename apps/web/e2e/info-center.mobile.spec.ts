import { expect, test, type Page } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 11 item 2 on the mobile site: the unread count on the 通知公告 tile and on 我的, and /mobile/notice.
const mineBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: '底部导航' })
    .locator('.adm-tab-bar-item')
    .filter({ hasText: '我的' })
    .locator('.adm-badge-content');

test.describe('notices on the mobile site', () => {
  test('a user opens an unread message, the count falls on the tile and on 我的; the list filters and marks all read', async ({
    page,
  }) => {
    await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/home')}`);
    await submitLogin(page, 'T1001');
    await expect(page).toHaveURL(/\/mobile\/home$/);
    await waitForHydration(page);
    const tile = page.getByTestId('notice-tile-count');
    await expect(tile).toHaveText(/^\d+$/);
    const before = Number(await tile.textContent());
    await expect(mineBadge(page)).toHaveText(String(before));

    await page.getByRole('link', { name: /^通知公告/ }).click();
    await expect(page).toHaveURL(/\/mobile\/notice$/);
    await waitForHydration(page);
    const list = page.getByRole('list', { name: '消息列表' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // Opening an unread message shows its whole text in a sheet and marks it read.
    const row = page.locator('.yz-mnotice-row--unread[data-kind="message"]').first();
    const title = (await row.locator('.yz-mnotice-row__title').textContent())!;
    await row.getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: title });
    await expect(sheet).toBeVisible();
    await page.locator('.adm-popup-close-icon').click();
    await expect(sheet).toHaveCount(0);
    const opened = page.locator('.yz-mnotice-row').filter({ hasText: title });
    await expect(opened).not.toHaveClass(/yz-mnotice-row--unread/);
    await expect(mineBadge(page)).toHaveText(String(before - 1));

    await page.getByRole('navigation', { name: '底部导航' }).getByText('首页').click();
    await expect(page).toHaveURL(/\/mobile\/home$/);
    await expect(page.getByTestId('notice-tile-count')).toHaveText(String(before - 1));
    // 我的 has a 消息通知 row with the same count.
    await page.getByRole('navigation', { name: '底部导航' }).getByText('我的').click();
    await expect(page).toHaveURL(/\/mobile\/personal-center$/);
    await expect(page.getByTestId('notice-row-count')).toHaveText(String(before - 1));

    // Back on the list (kept alive) by 消息通知: only notices, only the unread ones, then all of them read.
    await page.getByRole('link', { name: /^消息通知/ }).click();
    await expect(page).toHaveURL(/\/mobile\/notice$/);
    await page.getByRole('tab', { name: '通知' }).click();
    await expect(page).toHaveURL(/kind=notice/);
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toHaveAttribute('data-kind', 'notice');
    await expect(list.locator('.yz-mnotice-row:not([data-kind="notice"])')).toHaveCount(0);
    const unreadOnly = page.getByRole('link', { name: '只看未读' });
    await unreadOnly.click();
    await expect(page).toHaveURL(/kind=notice&read=0/);
    // The router moves the URL before React commits the new page (a transition): wait for the filter to render.
    await expect(unreadOnly).toHaveAttribute('aria-current', 'true');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('.yz-mnotice-row:not(.yz-mnotice-row--unread)')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(page.getByText('没有未读的消息')).toBeVisible();
    await expect(page.getByText('没有未读', { exact: true })).toBeVisible();
  });
});
