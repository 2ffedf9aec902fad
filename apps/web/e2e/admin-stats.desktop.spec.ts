import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';

// Issue 37 items 11 and 12 (ADR 076): the auditor's statistics — charts drawn in the browser, the same figures as
// tables from the server, each series as a CSV file — and the audit log's export. Read-only: it changes nothing
// other specs read.
test.describe.configure({ mode: 'serial' });

async function signInAsAuditor(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'audit100001');
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** A download's text, read from the file the browser saved. */
async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path!, 'utf8') };
}

test('the auditor reads the statistics as charts and tables and downloads a series', async ({ page }) => {
  await signInAsAuditor(page, '/admin/stats?days=7');
  await expect(page.getByRole('heading', { level: 1, name: '统计' })).toBeVisible();
  const ranges = page.getByRole('navigation', { name: '统计范围' });
  await expect(ranges.getByRole('link', { name: '最近 7 天' })).toHaveAttribute('aria-current', 'page');

  // The tables are the server's: there before any script runs, a row a terminal.
  const terminals = page.getByRole('region', { name: '各终端访问' });
  await expect(terminals.getByRole('cell', { name: '学习通', exact: true })).toBeVisible();
  await expect(terminals.getByRole('row')).toHaveCount(12);

  // The charts are drawn once the chart library has arrived: a canvas in each named image.
  await waitForHydration(page);
  const trend = page.getByRole('img', { name: /每日访问、服务点击、搜索、资讯阅读与活跃用户的折线图/ });
  await expect(trend.locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('stats-chart')).toHaveCount(5);
  for (const chart of await page.getByTestId('stats-chart').all()) await expect(chart.locator('canvas')).toHaveCount(1);
  expect(await seriousViolations(page, { include: '.yz-admin-page' })).toEqual([]);

  const file = await downloadedText(page, () => page.getByRole('link', { name: '下载「每日概况」CSV' }).click());
  expect(file.name).toMatch(/^每日概况-\d{4}-\d\d-\d\d至\d{4}-\d\d-\d\d\.csv$/);
  const lines = file.text.replace(/\r\n$/, '').split('\r\n');
  expect(lines[0]).toBe('\uFEFF日期,访问次数,服务点击,搜索次数,无结果搜索,资讯阅读,活跃用户');
  expect(lines).toHaveLength(8);

  // Another range is a link: the page and its figures follow it.
  await ranges.getByRole('link', { name: '最近 90 天' }).click();
  await expect(page).toHaveURL(/\/admin\/stats\?days=90$/);
  await expect(page.getByText(/^\d{4}-\d\d-\d\d 至 \d{4}-\d\d-\d\d$/)).toBeVisible();
});

test('the auditor exports the audit log with the filters on the page', async ({ page }) => {
  await signInAsAuditor(page, '/admin/audit?event=login');
  await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
  expect(await seriousViolations(page, { include: '.yz-admin-page' })).toEqual([]);
  const file = await downloadedText(page, () => page.getByRole('link', { name: /导出 CSV/ }).click());
  expect(file.name).toMatch(/^审计日志-\d{4}-\d\d-\d\d\.csv$/);
  const lines = file.text.replace(/\r\n$/, '').split('\r\n');
  expect(lines[0]).toBe('\uFEFF时间,账号,操作,对象,结果,来源 IP,原因,修改前,修改后');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('登录');
});

test('an editor has no statistics: no menu entry, and the page says 暂无权限', async ({ page }) => {
  await page.goto('/admin/stats');
  await submitLogin(page, 'editor100001');
  await expect(page.getByText('暂无权限')).toBeVisible();
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: '管理后台菜单' });
  await expect(menu.getByRole('link', { name: '审计日志' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '统计' })).toHaveCount(0);
});
