import { expect, test } from '@playwright/test';
import { teachingWeek } from './schedule';
import { submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 13 item 1 on the phone: 我的日程 week by week, the timetable grid, and a personal item added and shown.
test.describe('my schedule on the mobile site', () => {
  test('2023001 sees the week, adds a schedule item and finds it in the week view; opens the timetable and calendar', async ({
    page,
  }) => {
    const { query } = await teachingWeek(page.request);
    await page.goto(`/mobile-login?redirect=${encodeURIComponent(`/mobile/my-schedule/schedule${query}`)}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/mobile\/my-schedule\/schedule(\?date=[\d-]+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的日程' })).toBeVisible();
    const days = page.getByRole('list', { name: '本周日程' });
    await expect(days.getByRole('heading', { name: /^周一/ })).toBeVisible();
    await expect(days.getByRole('listitem').first()).toContainText('操作系统');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '＋ 新建日程' }).click();
    await expect(page).toHaveURL(/schedule-dialog-add\?date=/);
    await waitForHydration(page);
    const title = `社团招新 ${Date.now() % 100000}`;
    // Saving without a title is refused on the page.
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入标题');
    await page.getByLabel('标题').fill(title);
    // The range prompt offers only the days the API accepts: a day more than a year ahead is disabled.
    await page.getByRole('button', { name: /月\d+日/ }).click();
    const confirm = page.getByRole('button', { name: '确定' });
    await expect(confirm).toBeVisible();
    const lastMonth = new Date(Date.now() + 8 * 3_600_000 + 366 * 86_400_000);
    const afterLast = new Date(Date.UTC(lastMonth.getUTCFullYear(), lastMonth.getUTCMonth() + 1, 1));
    const monthName = (date: Date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月`;
    await expect(page.getByText(monthName(lastMonth), { exact: true })).toBeAttached();
    await expect(page.getByText(monthName(afterLast), { exact: true })).toHaveCount(0);
    await confirm.click();
    await page.getByLabel('开始时间').fill('19:00');
    await page.getByLabel('结束时间').fill('20:30');
    await page.getByLabel('地点').fill('学生活动中心');
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(/\/mobile\/my-schedule\/schedule\?date=/);
    const added = page.getByRole('list', { name: '本周日程' }).getByRole('link', { name: new RegExp(title) });
    await expect(added).toBeVisible();
    await expect(added).toContainText('19:00');
    await expect(added).toContainText('学生活动中心');

    await added.click();
    await expect(page).toHaveURL(/schedule-dialog\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto(`/mobile/schedule-detail${query}`);
    const grid = page.getByRole('table');
    await expect(grid.locator('.yz-msc-grid__lesson[data-weekday="1"]').first()).toContainText('操作系统');
    await page.getByRole('navigation', { name: '课表与校历' }).getByRole('link', { name: '校历' }).click();
    await expect(
      page
        .getByRole('region', { name: '校历' })
        .getByText(/期末考试/)
        .first(),
    ).toBeVisible();
  });
});
