import { expect, test } from '@playwright/test';
import { waitForHydration } from './session';
import { government, unitUrl } from './units';

// Issue 11 item 4 on the mobile site: a guest browses the government unit's power list and filters it.
test('a guest browses the government unit’s power list and filters it', async ({ page, baseURL }) => {
  await page.goto(unitUrl(baseURL, government.host, '/mobile/home'));
  await page
    .getByRole('navigation', { name: '移动端菜单' })
    .getByRole('link', { name: '三张清单', exact: true })
    .click();
  await expect(page).toHaveURL(/\/mobile\/three-list$/);
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: /^权力清单 \d+$/, selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: '清单事项' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText('食品经营许可');

  // More rows as the visitor scrolls.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(10);
  }).toPass();

  const box = page.getByRole('search', { name: '搜索清单事项' }).getByRole('searchbox');
  await box.fill('行政处罚');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%E8%A1%8C%E6%94%BF%E5%A4%84%E7%BD%9A/);
  await expect(page.getByText(/^找到 \d+ 条包含「行政处罚」的事项$/)).toBeVisible();
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toContainText('行政处罚');
  for (const text of await cards.allTextContents()) expect(text).toContain('行政处罚');

  // Another list: its own rows, the keyword cleared; the NavBar leads back home.
  await page.getByRole('tab', { name: /^责任清单 \d+$/ }).click();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(list.getByRole('listitem').first()).toContainText('具体工作事项');
  await page.getByRole('button', { name: /返回/ }).first().click();
  await expect(page).toHaveURL(/\/mobile\/home$/);
});
