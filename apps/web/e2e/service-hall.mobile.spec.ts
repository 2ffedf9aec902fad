import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import {
  OFFLINE,
  ONLINE,
  ONLINE_DESKTOP_FIRST,
  SELF_BUILT,
  standInForOutsideSystems,
  CAMPUS_SYSTEM,
} from './service-hall';

test.describe('service hall on the mobile site', () => {
  test('search on 办事, open the guide, 立即办理 goes to the mobile URL', async ({ page }) => {
    await standInForOutsideSystems(page);
    await page.goto('/mobile/work');
    await waitForHydration(page);
    await page.getByPlaceholder('搜索服务名称').fill('在读证明');
    await page.getByPlaceholder('搜索服务名称').press('Enter');
    await page
      .getByRole('link', { name: new RegExp(ONLINE.name) })
      .first()
      .click();
    await expect(page).toHaveURL(`/mobile/service-guide/${ONLINE.appId}`);
    for (const section of ['申请材料', '办理时限', '咨询与监督']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(page).toHaveURL(CAMPUS_SYSTEM);
  });

  test('an app not made for the phone falls back to its desktop URL', async ({ page }) => {
    await standInForOutsideSystems(page);
    await page.goto(`/mobile/service-guide/${ONLINE_DESKTOP_FIRST.appId}`);
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(page).toHaveURL(CAMPUS_SYSTEM);
  });

  test('the two toasts of spec §2, then back to the guide', async ({ page }) => {
    const cases = [
      { app: OFFLINE, toast: '只支持线下办理' },
      { app: SELF_BUILT, toast: '该服务/应用仅支持在客户端中打开' },
    ];
    for (const { app, toast } of cases) {
      await page.goto(`/mobile/service-guide/${app.appId}`);
      await waitForHydration(page);
      await page.getByRole('link', { name: '立即办理' }).click();
      await expect(page.getByText(toast).first()).toBeVisible();
      await expect(page).toHaveURL(`/mobile/service-guide/${app.appId}`, { timeout: 10_000 });
    }
  });

  test('guideStatus 1 opens the service guide', async ({ page }) => {
    await page.goto(`/to-handle-service?appId=${ONLINE.appId}&terminalType=2&guideStatus=1`);
    await expect(page).toHaveURL(`/mobile/service-guide/${ONLINE.appId}`);
  });
});

test('a signed-in user collects from the guide; it is in their collection and recently used after a click', async ({
  page,
}) => {
  await standInForOutsideSystems(page);
  await page.goto(`/mobile-login?redirect=${encodeURIComponent(`/mobile/service-guide/${ONLINE.appId}`)}`);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(`/mobile/service-guide/${ONLINE.appId}`);
  await waitForHydration(page);
  const star = page.getByRole('button', { name: '收藏', exact: true });
  // The star flips at once; wait for the save itself before leaving the page (a page load would cancel it).
  const saved = page.waitForResponse(
    (response) => response.url().includes('/homepage/homeApp/collectApp') && response.request().method() === 'POST',
  );
  await star.click();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.getByRole('link', { name: '立即办理' }).click();
  await expect(page).toHaveURL(CAMPUS_SYSTEM);

  // The mobile personal center arrives with its own issue: read the lists the way it will.
  const collected = await (await page.request.get('/homepage/homeApp/getCollectApp')).json();
  expect(collected.data.map((app: { appId: string }) => app.appId)).toContain(ONLINE.appId);
  const recent = await (await page.request.get('/homepage/homeApp/getRecentlyUsedApp')).json();
  expect(recent.data[0].appId).toBe(ONLINE.appId);
});
