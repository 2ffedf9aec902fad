import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';

// ADR 086: the platform's working-day calendar. The day this spec changes is in a year no other test counts
// deadlines or bookings in, and it is restored at the end.
const YEAR = new Date().getFullYear() + 3;
const DAY = `${YEAR}-06-01`;

test.describe.configure({ mode: 'serial' });

async function signInTo(page: Page, url: string, username: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, username);
  await expect(page).not.toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

test('a unit administrator may not change the platform’s calendar', async ({ page }) => {
  await signInTo(page, '/admin', 'admin100001');
  await expect(page.getByRole('link', { name: '工作日历' })).toHaveCount(0);
  const call = await page.request.post('/pedestal/admin/calendar/days/save', {
    data: { day: DAY, workday: false, name: '不该有的假日' },
  });
  expect(call.status()).toBe(403);
});

test('the platform administrator sees the published holidays and sets a day of a year not published yet', async ({
  page,
}) => {
  await signInTo(page, '/admin/calendar?year=2026', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '工作日历' })).toBeVisible();
  await expect(page.getByRole('row', { name: /2026-10-01.*放假.*国庆节.*国务院安排/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /2026-10-10.*上班.*国庆节调休上班/ })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: `${YEAR} 年` }).click();
  await expect(page.getByText(`${YEAR} 年的节假日安排尚未录入`)).toBeVisible();
  await page.getByRole('button', { name: '设置某一天' }).click();
  await page.getByLabel('日期').fill(DAY);
  await page.getByRole('textbox', { name: '名称' }).fill('儿童节调休');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '已把' })).toHaveText(`已把 ${DAY} 设为放假（儿童节调休）`);
  const row = page.getByRole('row', { name: new RegExp(`${DAY}.*放假.*儿童节调休.*后台设置`) });
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `恢复 ${DAY}` }).click();
  await expect(page.getByRole('status').filter({ hasText: '恢复' })).toHaveText(`${DAY} 已恢复为按星期计算`);
  await expect(page.getByRole('row', { name: new RegExp(DAY) })).toHaveCount(0);
});
