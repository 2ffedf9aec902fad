import { expect, test } from '@playwright/test';
import { waitForHydration } from './session';
import { government, unitUrl } from './units';

// Issue 11 item 4 on the desktop site: a guest browses the government unit's power list and filters it.
test('a guest browses the government unit’s power list and filters it', async ({ page, baseURL }) => {
  await page.goto(unitUrl(baseURL, government.host, '/home'));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '三张清单', exact: true }).click();
  await expect(page).toHaveURL(/\/three-list$/);
  await expect(page).toHaveTitle(`三张清单 · ${government.title}`);
  await expect(page.getByRole('link', { name: /^权力清单 \d+$/ })).toHaveAttribute('aria-current', 'page');
  const table = page.locator('.yz-tl__table table');
  await expect(table.getByRole('columnheader')).toHaveText([
    '事项编码',
    '事项名称',
    '事项类型',
    '实施主体',
    '设定依据',
    '行使层级',
  ]);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText(/^共 \d+ 条事项$/)).toBeVisible();

  // Page 2 is a plain link; the search keeps the list type and starts at page 1.
  await page.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await waitForHydration(page);
  const search = page.getByRole('search', { name: '搜索清单事项' });
  await search.getByRole('searchbox', { name: '关键词' }).fill('行政处罚');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/typeId=\d+&keyword=%E8%A1%8C%E6%94%BF%E5%A4%84%E7%BD%9A$/);
  await expect(page.getByText(/^找到 \d+ 条包含「行政处罚」的事项$/)).toBeVisible();
  const kinds = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(kinds.length).toBeGreaterThan(5);
  expect(kinds.every((kind) => kind === '行政处罚')).toBe(true);

  // Another list brings its own columns.
  await page.getByRole('link', { name: /^公共服务清单 \d+$/ }).click();
  await expect(table.getByRole('columnheader').first()).toHaveText('服务事项');
  await expect(page.getByRole('searchbox', { name: '关键词' })).toHaveValue('');
});
