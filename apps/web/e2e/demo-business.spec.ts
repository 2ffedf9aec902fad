import { expect, test, type Page } from '@playwright/test';
import { IDP_ORIGIN, signInAtIdp } from './cas';
import { expectBusinessSystem, openSystem, unitUrl } from './demo-units';
import { DEMO_PASSWORD, waitForHydration } from './session';

// Issue 14 item 8: each demo unit's business systems take people in the way its portal does — a CAS ticket from
// the government unit's 统一身份认证, an API code from 示范新区's trusted app — so 立即办理 arrives signed in as the
// same person, without another form (ADR 042).
const units = [
  {
    key: 'gov',
    host: 'gov.localhost',
    name: '示范市政务服务网',
    how: '统一身份认证（CAS 票据）',
    signIn: (page: Page) => signInAtIdp(page, 'citizen'),
  },
  {
    key: 'district',
    host: 'district.localhost',
    name: '示范新区政务服务网',
    how: '接口登录码（可信应用）',
    async signIn(page: Page) {
      await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/api-code/login\\?service=`));
      await page.getByLabel('账号').fill('citizen');
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录并进入门户' }).click();
    },
  },
];

for (const unit of units) {
  test(`${unit.how}: 立即办理 on ${unit.name} reaches its demo business system signed in as the same person`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const service = '居民身份证首次申领';
    const at = (path: string) => unitUrl(baseURL, unit.host, path);
    const start = isMobile ? '/mobile-login?redirect=%2Fmobile%2Fwork' : '/login?redirect=%2Fservice-hall';
    await page.goto(at(start));
    await page.getByRole('link', { name: '统一身份认证登录' }).click();
    await unit.signIn(page);

    if (isMobile) {
      await expect(page).toHaveURL(at('/mobile/work'));
      await waitForHydration(page);
      await page.getByPlaceholder('搜索服务名称').fill(service);
      await page.getByPlaceholder('搜索服务名称').press('Enter');
      await page
        .getByRole('link', { name: new RegExp(service) })
        .first()
        .click();
      await page.getByRole('link', { name: '立即办理' }).click();
      await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/business/${unit.key}/m/`), { timeout: 40_000 });
      await expectBusinessSystem(page, '张市民（citizen）', unit.how, service);
      await expect(page.getByRole('link', { name: `返回${unit.name}门户` })).toHaveAttribute(
        'href',
        at('/mobile/work'),
      );
      return;
    }
    await expect(page).toHaveURL(at('/service-hall'));
    await expect(page.getByRole('button', { name: /当前用户：张市民/ })).toBeVisible();
    await page.goto(at(`/service-hall?keyword=${encodeURIComponent(service)}`));
    await page.getByRole('link', { name: service }).first().click();
    await waitForHydration(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: '立即办理' }).click();
    const system = await popup;
    await expect(system).toHaveURL(new RegExp(`^${IDP_ORIGIN}/business/${unit.key}/pc/`), { timeout: 20_000 });
    await expectBusinessSystem(system, '张市民（citizen）', unit.how, service);
    await expect(system.getByRole('link', { name: `返回${unit.name}门户` })).toHaveAttribute('href', at('/'));
    await system.screenshot({ path: test.info().outputPath(`business-${unit.key}-desktop.png`) });
  });
}

// Issue 35 item 1: a to-do and an approval form of these units open their systems signed in as well.
for (const unit of units) {
  test(`${unit.how}: a to-do and an approval form on ${unit.name} reach its system signed in`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const at = (path: string) => unitUrl(baseURL, unit.host, path);
    const taskCenter = isMobile ? '/mobile/task-center' : '/task-center';
    await page.goto(at(`${isMobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(taskCenter)}`));
    await page.getByRole('link', { name: '统一身份认证登录' }).click();
    await unit.signIn(page);
    await expect(page).toHaveURL(at(taskCenter));
    await waitForHydration(page);
    // An approval form has one page for both terminals (its pc address): the system, not the terminal, is checked.
    const system = new RegExp(`^${IDP_ORIGIN}/business/${unit.key}/(pc|m)/`);
    const task = await openSystem(page, page.locator('a[href^="/to-task?id="]').first());
    await expect(task).toHaveURL(system, { timeout: 40_000 });
    await expect(task.getByTestId('business-user')).toHaveText('张市民（citizen）');
    // The citizen's approvals are what he applied for: 审批 · 我发起的.
    await page.goto(at(`${taskCenter}?type=approval`));
    await waitForHydration(page);
    // The phone's task center opens on its first tab: 审批 first. Then the approvals' 我发起的 (after the task
    // center's own tab of that name, which lists the same applications as tasks).
    // A tap before the tabs are live is lost, and on a loaded machine the page may render its first tab again after
    // one: tap until the approvals' own 我发起的 lists an approval.
    const approvals = page.locator('a[href^="/to-approval?id="]');
    await expect(async () => {
      if (isMobile && !(await page.getByRole('tab', { name: /^待我审批/ }).isVisible())) {
        await page.getByRole('tab', { name: '审批', exact: true }).click();
        await expect(page.getByRole('tab', { name: /^待我审批/ })).toBeVisible({ timeout: 2_000 });
      }
      await page
        .getByRole('tab', { name: /^我发起的 \d+$/ })
        .last()
        .click();
      await expect(approvals.first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const approval = await openSystem(page, approvals.first());
    await expect(approval).toHaveURL(system, { timeout: 40_000 });
    await expect(approval.getByTestId('business-user')).toHaveText('张市民（citizen）');
  });
}
