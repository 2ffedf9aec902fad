import { expect, test, type Page } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// Issue 35 items 5 and 6 on the desktop site: the personal center's numbers are the task center's under the same
// words, no card says nothing, and the colleges show their own names and a campus home.

/** The count a 我的工作 counter shows. */
const counter = async (page: Page, key: string) => Number(await page.getByTestId(`work-${key}`).textContent());

test('2023001’s personal center and task center show the same numbers under the same words', async ({ page }) => {
  await page.goto('/login?redirect=%2Fpersonal-center');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/personal-center$/);
  const work = page.getByRole('region', { name: '我的工作' });
  await expect(work.getByText('我发起的·审批中')).toBeVisible();
  const todo = await counter(page, 'task-todo');
  const pending = await counter(page, 'approval-pending');
  const ongoing = await counter(page, 'approval-ongoing');
  expect(todo).toBeGreaterThan(0);
  expect(pending).toBeGreaterThan(0);
  // No card that has nothing to show: the student has no OA work, so no 协同办公 card, and no 暂无数据 anywhere.
  await expect(page.getByRole('region', { name: '协同办公' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/暂无数据|暂无消息/)).toHaveCount(0);

  // 待办 leads to the task center's 待办, which counts the same.
  await work.getByRole('link', { name: /待办/ }).click();
  await expect(page).toHaveURL(/\/task-center$/);
  await expect(page.getByText(`${todo} 项待办`)).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '任务分类' });
  await expect(tabs.getByRole('link', { name: /^待办/ }).locator('.yz-task__tab-count')).toHaveText(String(todo));
  const startedTasks = await tabs
    .getByRole('link', { name: /^我发起的/ })
    .locator('.yz-task__tab-count')
    .textContent();

  // 待我审批 leads to the approvals' 待我审批 with the same count, and what the person started is one story.
  await page.goBack();
  await waitForHydration(page);
  await work.getByRole('link', { name: /待我审批/ }).click();
  await expect(page).toHaveURL(/type=approval&aprvType=1/);
  const approvalTabs = page.getByRole('tablist');
  await expect(approvalTabs.getByRole('tab', { name: `待我审批 ${pending}` })).toHaveAttribute('aria-selected', 'true');
  await expect(approvalTabs.getByRole('tab', { name: `我发起的 ${startedTasks}` })).toBeVisible();

  // 我发起的·审批中 opens 我发起的 filtered to 审批中: as many items as the counter said.
  await page.goBack();
  await waitForHydration(page);
  await work.getByRole('link', { name: /我发起的·审批中/ }).click();
  await expect(page).toHaveURL(/aprvType=4&status=1/);
  await expect(page.getByRole('button', { name: '审批中', pressed: true })).toBeVisible();
  await expect(page.locator('.yz-approval__item')).toHaveCount(Math.min(ongoing, 10));
});

test('each college’s sign-in page and home carry its own name and a campus home', async ({ page, baseURL }) => {
  for (const [host, name] of [
    ['331906.localhost', '星海职业技术学院'],
    ['39374.localhost', '东岳理工学院'],
  ] as const) {
    await page.goto(unitUrl(baseURL, host, '/login'));
    await expect(page.getByText(`${name}统一身份认证`).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('示范大学');
    await page.goto(unitUrl(baseURL, host, '/'));
    await expect(page.getByRole('heading', { name: '热门服务' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('示范大学');
    for (const heading of ['个人办事', '法人办事'])
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    await expect(page.getByText('暂无数据')).toHaveCount(0);
  }
});
