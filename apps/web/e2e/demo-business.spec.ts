import { expect, test } from '@playwright/test';
import { govUrl, signInAtIdp } from './cas';
import { expectBusinessSystem } from './demo-units';
import { waitForHydration } from './session';

// Issue 14 item 8: the government unit signs in by CAS, and its business systems take a CAS ticket from the same
// 统一身份认证 — so 立即办理 arrives signed in as the same person, without another form (ADR 042).
test('CAS: 立即办理 reaches the demo business system signed in as the same person', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const service = '居民身份证首次申领';
  const start = isMobile ? '/mobile-login?redirect=%2Fmobile%2Fwork' : '/login?redirect=%2Fservice-hall';
  await page.goto(govUrl(baseURL, start));
  await page.getByRole('link', { name: '统一身份认证登录' }).click();
  await signInAtIdp(page, 'citizen');

  if (isMobile) {
    await expect(page).toHaveURL(govUrl(baseURL, '/mobile/work'));
    await waitForHydration(page);
    await page.getByPlaceholder('搜索服务名称').fill(service);
    await page.getByPlaceholder('搜索服务名称').press('Enter');
    await page
      .getByRole('link', { name: new RegExp(service) })
      .first()
      .click();
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:3211\/business\/gov\/m\//, { timeout: 40_000 });
    await expectBusinessSystem(page, '张市民（citizen）', '统一身份认证（CAS 票据）', service);
    await expect(page.getByRole('link', { name: '返回示范市政务服务网门户' })).toHaveAttribute(
      'href',
      govUrl(baseURL, '/mobile/work'),
    );
    return;
  }
  await expect(page).toHaveURL(govUrl(baseURL, '/service-hall'));
  await expect(page.getByRole('button', { name: /当前用户：张市民/ })).toBeVisible();
  await page.goto(govUrl(baseURL, `/service-hall?keyword=${encodeURIComponent(service)}`));
  await page.getByRole('link', { name: service }).first().click();
  await waitForHydration(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: '立即办理' }).click();
  const system = await popup;
  await expect(system).toHaveURL(/^http:\/\/localhost:3211\/business\/gov\/pc\//, { timeout: 20_000 });
  await expectBusinessSystem(system, '张市民（citizen）', '统一身份认证（CAS 票据）', service);
  await system.screenshot({ path: test.info().outputPath('business-gov-desktop.png') });
});
