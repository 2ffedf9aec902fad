import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { completeTask, pushTask } from './task-center';
import { seriousViolations } from './axe';

// Issue 13 items 3 and 5 on the mobile site: /mobile/task-center's tabs with counts, and a task completed through
// the integration API leaving the 待办 list on reload.
test.describe('task center on the mobile site', () => {
  test('2023001 sees 待办 with counts; a task completed through the integration API leaves the list', async ({
    page,
    request,
  }) => {
    await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/task-center')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/mobile\/task-center$/);
    const tabs = page.getByRole('navigation', { name: '任务分类' });
    const todo = tabs.getByRole('tab', { name: /^待办/ });
    await expect(todo).toHaveAttribute('aria-selected', 'true');
    const count = Number(await todo.locator('.yz-mtask-tab__count').textContent());
    expect(count).toBeGreaterThan(0);
    const list = page.getByRole('list', { name: '任务列表' });
    await expect(list.locator('.yz-mtask-row').first()).toBeVisible();
    await expect(list.locator('.yz-mtask-row--overdue').first().getByText('已逾期')).toBeVisible();

    const task = await pushTask(request, 'mobile');
    await page.reload();
    await expect(list.getByText(task.title)).toBeVisible();
    await completeTask(request, task.externalId);
    await page.reload();
    await expect(list.locator('.yz-mtask-row').first()).toBeVisible();
    await expect(list.getByText(task.title)).toHaveCount(0);

    // 已办 has it; 审批 shows the approval data.
    await waitForHydration(page);
    await tabs.getByRole('tab', { name: /^已办/ }).click();
    await expect(page).toHaveURL(/type=2$/);
    await expect(page.getByRole('list', { name: '任务列表' }).getByText(task.title)).toBeVisible();
    await tabs.getByRole('tab', { name: '审批' }).click();
    await expect(page.getByRole('region', { name: '审批数据' })).toBeVisible();
    await expect(page.locator('.yz-mapproval-row .adm-tag').first()).toBeVisible();
    expect(await seriousViolations(page, { include: 'section[aria-label="审批数据"]' })).toEqual([]);
    // The status filter is a row of toggle buttons, reachable by keyboard.
    const filter = page.getByRole('group', { name: '审批状态' });
    await expect(filter.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await filter.getByRole('button', { name: '审批中' }).click();
    await expect(filter.getByRole('button', { name: '审批中' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.yz-mapproval-row .adm-tag').first()).toHaveText('审批中');
  });
});
