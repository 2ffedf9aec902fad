import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { OFFLINE, ONLINE, SELF_BUILT, standInForOutsideSystems, CAMPUS_SYSTEM } from './service-hall';

test.describe('service hall on the desktop site', () => {
  test('a guest searches by keyword and type, reads a guide and is sent where spec §2 says', async ({ page }) => {
    await standInForOutsideSystems(page);
    await page.goto('/service-hall');
    await page.getByPlaceholder('输入服务名称或关键词').fill('证明');
    // The page's own search, not the header's (which searches everything, issue 12).
    await page
      .getByRole('main')
      .getByRole('button', { name: /搜\s*索/ })
      .first()
      .click();
    await expect(page).toHaveURL(/keyword=%E8%AF%81%E6%98%8E/);
    await expect(page.getByRole('heading', { name: ONLINE.name })).toBeVisible();

    await page
      .getByRole('link', { name: /教学教务/ })
      .first()
      .click();
    await expect(page).toHaveURL(/typeId=\d+/);
    await expect(page).toHaveURL(/keyword=/);

    await page.getByRole('link', { name: ONLINE.name }).first().click();
    await expect(page).toHaveURL(`/service-hall/details/${ONLINE.appId}`);
    await expect(page.getByRole('heading', { level: 1, name: ONLINE.name })).toBeVisible();
    for (const section of ['申请材料', '办理时限', '收费', '咨询与监督']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

    // resource 1 with a desktop URL and openType 1: out to the service's own system, in a new window.
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(await popup).toHaveURL(CAMPUS_SYSTEM);
  });

  test('a self-built app and a counter-only service stay on their detail page, which says why', async ({ page }) => {
    for (const [app, reason] of [
      [SELF_BUILT, 'client-only'],
      [OFFLINE, 'offline'],
    ] as const) {
      await page.goto(`/service-hall/details/${app.appId}`);
      await waitForHydration(page);
      await page.getByRole('link', { name: '立即办理' }).click();
      await expect(page).toHaveURL(`/service-hall/details/${app.appId}?handle=${reason}`);
      await expect(page.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
    }
  });

  test('a signed-in user collects a service and finds it in 我的收藏 and, after a click, in 最近使用', async ({
    page,
  }) => {
    await standInForOutsideSystems(page);
    await page.goto(`/login?redirect=${encodeURIComponent(`/service-hall/details/${ONLINE.appId}`)}`);
    await submitLogin(page, 'T1001');
    await expect(page).toHaveURL(`/service-hall/details/${ONLINE.appId}`);
    await waitForHydration(page);

    const star = page.getByRole('button', { name: /^收藏/ }).first();
    // The star flips at once; wait for the save itself before leaving the page (a page load would cancel it).
    const saved = page.waitForResponse(
      (response) => response.url().includes('/homepage/homeApp/collectApp') && response.request().method() === 'POST',
    );
    await star.click();
    await expect(page.getByRole('button', { name: /取消收藏/ }).first()).toBeVisible();
    expect((await saved).ok()).toBe(true);

    await page.goto('/personal-center/collect');
    await expect(page.getByRole('heading', { name: ONLINE.name })).toBeVisible();

    await page.goto(`/service-hall/details/${ONLINE.appId}`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(await popup).toHaveURL(CAMPUS_SYSTEM);
    await page.goto('/personal-center/recently-used');
    await expect(page.getByRole('heading', { name: ONLINE.name })).toBeVisible();
  });

  test('a guest who tries to collect is asked to sign in first', async ({ page }) => {
    await page.goto(`/service-hall/details/${ONLINE.appId}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^收藏/ }).first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fservice-hall%2Fdetails%2F1/);
  });
});
