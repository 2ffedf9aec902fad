import { expect, test } from '@playwright/test';
import { IDP_ORIGIN, IDP_PORT } from './cas';
import { DONGYUE, expectBusinessSystem, openSystem, unitUrl, XINGHAI } from './demo-units';
import { cookieValue, openUserMenu, submitLogin, waitForHydration } from './session';

// Issue 35 item 1: a unit that signs people in itself is the identity provider of its business systems (ADR 053).
// Signed in once at the portal — by password — 立即办理, a to-do and an approval form each open their system signed
// in as the same person, with no second form; signing out of the portal signs them out of the systems too.
const units = [
  { host: 'localhost', name: '示范大学', system: new RegExp(`^${IDP_ORIGIN}/business/campus/`) },
  { host: XINGHAI, name: '星海职业技术学院', system: new RegExp(`^${IDP_ORIGIN}/business/xinghai/`) },
  {
    host: DONGYUE,
    name: '东岳理工学院',
    system: new RegExp(`^http://ehall\\.39374\\.localhost:${IDP_PORT}/business/dongyue/`),
  },
];
const HOW = '门户统一身份认证（CAS 票据）';

for (const unit of units) {
  test(`${unit.name}: signed in once at the portal, 立即办理, a to-do and an approval reach their systems signed in`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const at = (path: string) => unitUrl(baseURL, unit.host, path);
    const home = isMobile ? '/mobile/work' : '/service-hall';
    await page.goto(at(`${isMobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(home)}`));
    await submitLogin(page, 'T1001');
    await expect(page).toHaveURL(at(home));
    await waitForHydration(page);

    // 立即办理 on a service that opens a business system.
    const service = '在读证明开具';
    if (isMobile) {
      await page.getByPlaceholder('搜索服务名称').fill(service);
      await page.getByPlaceholder('搜索服务名称').press('Enter');
      await page
        .getByRole('link', { name: new RegExp(service) })
        .first()
        .click();
    } else {
      await page.goto(at(`/service-hall?keyword=${encodeURIComponent(service)}`));
      await page.getByRole('link', { name: service }).first().click();
    }
    await waitForHydration(page);
    const system = await openSystem(page, page.getByRole('link', { name: '立即办理' }));
    await expect(system).toHaveURL(unit.system, { timeout: 40_000 });
    await expectBusinessSystem(system, '王芳（T1001）', HOW, service);
    await expect(system.getByRole('cell', { name: isMobile ? '手机' : '电脑' })).toBeVisible();
    const systemUrl = system.url();
    if (system !== page) await system.close();

    // A to-do of the task center, then an approval form.
    const taskCenter = isMobile ? '/mobile/task-center' : '/task-center';
    await page.goto(at(taskCenter));
    await waitForHydration(page);
    const task = await openSystem(page, page.locator('a[href^="/to-task?id="]').first());
    await expect(task).toHaveURL(unit.system, { timeout: 40_000 });
    await expect(task.getByTestId('business-user')).toHaveText('王芳（T1001）');
    if (task !== page) await task.close();
    await page.goto(at(`${taskCenter}?type=approval`));
    await waitForHydration(page);
    const approval = await openSystem(page, page.locator('a[href^="/to-approval?id="]').first());
    await expect(approval).toHaveURL(unit.system, { timeout: 40_000 });
    await expect(approval.getByTestId('business-user')).toHaveText('王芳（T1001）');
    if (approval !== page) await approval.close();

    // Signing out of the portal ends the systems' sessions (CAS single logout): the system asks the portal again,
    // which asks for the portal's own sign-in.
    await page.goto(at(isMobile ? '/mobile/personal-center' : '/'));
    if (isMobile) {
      await waitForHydration(page);
      await page.getByRole('button', { name: '退出登录' }).click();
    } else {
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: '退出登录' }).click();
    }
    // Signed out once the page holds a guest's cookies again; the system is asked in a tab of its own, so the
    // logout's own redirects cannot interrupt it.
    await expect.poll(() => cookieValue(page.context(), 'tourist')).toBe('1');
    const again = await page.context().newPage();
    await again.goto(systemUrl);
    await expect(again).toHaveURL(new RegExp(`/${isMobile ? 'mobile-login' : 'login'}\\?redirect=%2Fcas%2Flogin`));
  });
}
