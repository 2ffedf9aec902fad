import { expect, type APIRequestContext } from '@playwright/test';

// What the task-center specs share: a business system pushing through the integration API with the demo unit's
// push key (README, docs/integration.md), as a real system would with curl.

/** 示范大学's demo push key of 「演示业务系统」 (apps/api/src/seed/task-center.ts). */
const DEMO_KEY = 'yzk_demo_100001_push_key';

/** Pushes a new to-do for 2023001 and answers its title; the id is the test's own, so runs never collide. */
export async function pushTask(
  request: APIRequestContext,
  label: string,
): Promise<{ externalId: string; title: string }> {
  const externalId = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const title = `E2E 待办（${label}）${externalId.slice(-6)}`;
  const response = await request.post('/integration/v1/tasks', {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
    data: {
      externalId,
      title,
      content: '端到端测试推送的任务。',
      assignees: ['2023001'],
      pcUrl: 'https://oa.demo-university.edu.cn/task/e2e',
      dueTime: '2099-01-01 12:00:00',
    },
  });
  expect(await response.json()).toMatchObject({ success: true, data: { created: true, rows: 1 } });
  return { externalId, title };
}

/** Completes a pushed task through the integration API, as its system does when the person has handled it. */
export async function completeTask(request: APIRequestContext, externalId: string) {
  const response = await request.post('/integration/v1/tasks/complete', {
    headers: { 'x-api-key': DEMO_KEY },
    data: { externalId },
  });
  expect(await response.json()).toMatchObject({ success: true, data: { rows: 1 } });
}
