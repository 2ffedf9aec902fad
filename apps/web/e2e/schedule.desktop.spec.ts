import { expect, test } from '@playwright/test';
import { teachingWeek } from './schedule';
import { submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 13 item 1 on the desktop site. The demo timetable's Monday and Tuesday first classes meet every week from 1
// to 16, so they hold for whichever teaching week teachingWeek() picks.
test.describe('schedule center on the desktop site', () => {
  test("2023001 sees this week's classes on their weekdays and periods, switches weeks and opens the school calendar", async ({
    page,
  }) => {
    const { term, query, week: weekNumber } = await teachingWeek(page.request);
    await page.goto(`/login?redirect=${encodeURIComponent(`/schedule-center${query}`)}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/schedule-center(\?date=[\d-]+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: '日程中心' })).toBeVisible();
    await expect(page.getByText(term.name).first()).toBeVisible();
    const week = page.getByRole('region', { name: '周课表' });
    const monday = week.locator('.yz-sc-lesson[data-weekday="1"][data-periods="1-2"]');
    await expect(monday).toContainText('操作系统');
    await expect(monday).toContainText('教学楼 A201');
    await expect(week.locator('.yz-sc-lesson[data-weekday="2"][data-periods="1-2"]')).toContainText('编译原理');
    await expect(week.locator('.yz-sc-lesson[data-weekday="3"][data-periods="7-8"]')).toContainText('体育');
    // The column heads are Monday to Sunday of this week.
    await expect(week.locator('thead th').nth(1)).toContainText('周一');
    await expect(week.locator('thead th').nth(7)).toContainText('周日');
    await expect(page.locator('.yz-sc__term strong')).toContainText(`第 ${weekNumber} 周`);

    await waitForHydration(page);
    // The page's own content: with 11 entries, 日程中心 sits in antd's overflow menu of the header, whose hidden copies
    // axe reports (aria-hidden-focus) on every page of that unit whose entry overflows; the frame is a11y.spec.ts's.
    expect(await seriousViolations(page, { include: '.yz-sc' })).toEqual([]);
    const span = await page.locator('.yz-sc__span').textContent();
    await page.getByRole('link', { name: '下一周' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('.yz-sc__span')).not.toHaveText(span!);
    await expect(page.locator('.yz-sc__term strong')).toContainText(`第 ${weekNumber + 1} 周`);
    await page.getByRole('link', { name: '上一周' }).click();
    await expect(page.locator('.yz-sc__span')).toHaveText(span!);
    await expect(page.getByRole('link', { name: '本周' })).toHaveAttribute('href', '/schedule-center');

    await page.getByRole('navigation', { name: '视图' }).getByRole('link', { name: '校历' }).click();
    await expect(page).toHaveURL(/view=calendar/);
    const calendar = page.getByRole('region', { name: '校历' });
    await expect(calendar.getByRole('heading', { name: `${term.name}校历` })).toBeVisible();
    const events = calendar.getByRole('list', { name: '校历事项' });
    await expect(events.getByText(/期末考试/).first()).toBeVisible();
    await expect(calendar.getByRole('list', { name: '教学周' }).getByRole('listitem')).toHaveCount(term.weekCount);

    await page.getByRole('navigation', { name: '视图' }).getByRole('link', { name: '月' }).click();
    await expect(
      page
        .getByRole('region', { name: '月视图' })
        .getByText(/\d+ 节课/)
        .first(),
    ).toBeVisible();
  });
});
