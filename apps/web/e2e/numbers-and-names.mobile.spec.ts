import { expect, test } from '@playwright/test';
import { submitLogin } from './session';
import { unitUrl } from './units';

// Issue 35 items 5 and 6 on the phone: 我的's counts are the task center's, and the colleges show their own names
// and a campus home.

test('2023001’s 我的 counts what the task center and its approvals list', async ({ page }) => {
  await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/personal-center')}`);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/mobile\/personal-center$/);
  const work = page.getByRole('navigation', { name: '事务' });
  const todoLabel = await work.getByLabel(/^\d+ 项待办$/).getAttribute('aria-label');
  const pendingLabel = await work.getByLabel(/^\d+ 条待审批$/).getAttribute('aria-label');
  const todo = Number.parseInt(todoLabel!, 10);
  const pending = Number.parseInt(pendingLabel!, 10);

  await page.goto('/mobile/task-center');
  const tabs = page.getByRole('navigation', { name: '任务分类' });
  await expect(tabs.getByRole('tab', { name: /^待办/ }).locator('.yz-mtask-tab__count')).toHaveText(String(todo));
  const started = await tabs
    .getByRole('tab', { name: /^我发起的/ })
    .locator('.yz-mtask-tab__count')
    .textContent();

  await page.goto('/mobile/task-center?type=approval');
  const approvals = page.getByRole('region', { name: '审批数据' });
  await expect(approvals.getByRole('tab', { name: `待我审批 ${pending}` })).toBeVisible();
  // What the person started is one story: the tasks they started are the approvals they started.
  await expect(approvals.getByRole('tab', { name: `我发起的 ${started}` })).toBeVisible();
});

test('each college’s phone sign-in and home carry its own name and a campus home', async ({ page, baseURL }) => {
  for (const [host, name] of [
    ['331906.localhost', '星海职业技术学院'],
    ['39374.localhost', '东岳理工学院'],
  ] as const) {
    await page.goto(unitUrl(baseURL, host, '/mobile-login'));
    await expect(page.locator('body')).not.toContainText('示范大学');
    await expect(page.getByText(name).first()).toBeVisible();
  }
  await page.goto(unitUrl(baseURL, '39374.localhost', '/mobile/home'));
  await expect(page.getByRole('heading', { name: '热门服务' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('示范大学');
  for (const heading of ['个人办事', '法人办事'])
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  await expect(page.getByText('暂无数据')).toHaveCount(0);
});
