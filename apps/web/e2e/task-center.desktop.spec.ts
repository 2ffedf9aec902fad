import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { completeTask, pushTask } from './task-center';
import { seriousViolations } from './axe';

// Issue 13 items 3 and 5 on the desktop site: the task center's lists with counts, overdue tasks, and a task that a
// business system completes through the integration API leaving the 待办 list.
test.describe('task center on the desktop site', () => {
  test('2023001 sees 待办 with counts; a task completed through the integration API leaves the list', async ({
    page,
    request,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/task-center')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/task-center$/);
    await expect(page.getByRole('heading', { level: 1, name: '任务中心' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '任务分类' });
    for (const name of ['待办', '已办', '我发起的', '抄送', '审批']) {
      await expect(tabs.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    const todoTab = tabs.getByRole('link', { name: /^待办/ });
    await expect(todoTab).toHaveAttribute('aria-current', 'page');
    const count = Number(await todoTab.locator('.yz-task__tab-count').textContent());
    expect(count).toBeGreaterThan(0);
    const list = page.getByRole('list', { name: '待办' });
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(count, 10));
    // The seed's overdue tasks stand out: marked, and counted in the summary.
    await expect(list.locator('.yz-task__item--overdue').first()).toBeVisible();
    await expect(list.locator('.yz-task__item--overdue').first().getByText('已逾期')).toBeVisible();
    await expect(page.getByText(/其中 \d+ 项已逾期/)).toBeVisible();

    // A business system pushes a task: it is there on reload, with a way out to its system.
    const task = await pushTask(request, 'desktop');
    await page.reload();
    await expect(list.getByRole('link', { name: task.title })).toBeVisible();
    await expect(list.getByRole('link', { name: task.title })).toHaveAttribute('href', /^\/to-task\?id=\d+/);

    // The system completes it: it leaves the 待办 list and is in 已办.
    await completeTask(request, task.externalId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '任务中心' })).toBeVisible();
    await expect(list.getByText(task.title)).toHaveCount(0);
    await waitForHydration(page);
    await tabs.getByRole('link', { name: /^已办/ }).click();
    await expect(page).toHaveURL(/\/task-center\?type=2$/);
    await expect(page.getByRole('list', { name: '已办' }).getByText(task.title)).toBeVisible();

    // 审批 shows the approval data with its own tabs and counts.
    await tabs.getByRole('link', { name: /^审批/ }).click();
    await expect(page).toHaveURL(/type=approval$/);
    await expect(page.getByRole('tab', { name: /^待我审批/ })).toBeVisible();
    // Its status tags are readable: 审批中 on the first tab, 已通过 and 已驳回 on 我已审批.
    await expect(page.locator('.yz-approval .ant-tag').first()).toBeVisible();
    expect(await seriousViolations(page, { include: 'section[aria-label="审批数据"]' })).toEqual([]);
    await page.getByRole('tab', { name: /^我已审批/ }).click();
    await expect(page.locator('.yz-approval .ant-tag-success').first()).toBeVisible();
    expect(await seriousViolations(page, { include: 'section[aria-label="审批数据"]' })).toEqual([]);
  });

  test('a guest is sent to sign in and back', async ({ page }) => {
    await page.goto('/task-center?type=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftask-center%3Ftype%3D2$/);
  });
});
