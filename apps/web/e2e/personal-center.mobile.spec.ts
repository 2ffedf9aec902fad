import { expect, test } from '@playwright/test';
import { cookieValue, submitLogin, waitForHydration } from './session';
import { SELF_BUILT } from './service-hall';

// 我的 on the phone (/mobile/personal-center): who is signed in, the collected services, and the way out.
// The service is one no other test collects or uncollects (the tests share the demo student).
test('the demo student collects a service, finds it on 我的 and signs out from there', async ({ page, context }) => {
  await page.goto(`/mobile-login?redirect=${encodeURIComponent(`/mobile/service-guide/${SELF_BUILT.appId}`)}`);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(`/mobile/service-guide/${SELF_BUILT.appId}`);
  await waitForHydration(page);
  const star = page.getByRole('button', { name: /^(已收藏|收藏)$/ });
  if ((await star.getAttribute('aria-pressed')) !== 'true') {
    const saved = page.waitForResponse(
      (response) => response.url().includes('/homepage/homeApp/collectApp') && response.request().method() === 'POST',
    );
    await star.click();
    expect((await saved).ok()).toBe(true);
  }

  // A guide is a secondary page: back to a TabBar page, then 我的.
  await page.goto('/mobile/home');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '底部导航' }).getByText('我的').click();
  await expect(page).toHaveURL(/\/mobile\/personal-center$/);
  await expect(page.getByRole('heading', { level: 1, name: '李明' })).toBeVisible();
  await expect(page.getByText('账号：2023001')).toBeVisible();
  const collected = page.getByRole('region', { name: '我的收藏' });
  await expect(collected.getByRole('link', { name: SELF_BUILT.name })).toHaveAttribute(
    'href',
    `/mobile/service-guide/${SELF_BUILT.appId}`,
  );
  await expect(page.getByRole('region', { name: '最近使用' })).toBeVisible();
  // What waits for them: the task center with the open to-dos counted, and the approvals waiting for them.
  const work = page.getByRole('navigation', { name: '事务' });
  await expect(work.getByRole('link', { name: /^任务中心/ })).toHaveAttribute('href', '/mobile/task-center');
  await expect(work.getByLabel(/^\d+ 项待办$/)).toBeVisible();
  await expect(work.getByRole('link', { name: /^待我审批/ })).toHaveAttribute(
    'href',
    '/mobile/task-center?type=approval',
  );

  await page.getByRole('button', { name: '退出登录' }).click();
  // A unit with the portal's own login ends the sign-out on its mobile login page, ready to come back to /mobile.
  await expect(page).toHaveURL(/\/mobile-login\?redirect=%2Fmobile$/);
  await expect(page.getByText('已退出登录')).toBeVisible();
  expect(await cookieValue(context, 'tourist')).toBe('1');
  // A guest has no 我的.
  await page.goto('/mobile/home');
  const tabs = page.getByRole('navigation', { name: '底部导航' }).locator('.adm-tab-bar-item-title');
  await expect(tabs).toHaveText(['首页', '资讯', '办事']);
});
