import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { IDP_ORIGIN, signInAtIdp } from './cas';
import { unitUrl } from './demo-units';
import { waitForHydration } from './session';

// Issue 38 §1 (ADR 085): a citizen files an application in the demo business system, the demo moves it through
// every state to 办结, and the portal's 我的办件 shows each step; the public lookup finds it by number and the
// phone's last four digits. Only applications this spec files are touched.

const GOV = 'gov.localhost';
const STEPS = ['已提交', '已受理', '办理中', '需补正', '办理中', '办结'];

async function signIn(page: Page, at: (path: string) => string, isMobile: boolean) {
  const target = isMobile ? '/mobile/applications' : '/personal-center/applications';
  await page.goto(at(`${isMobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(target)}`));
  await page.getByRole('link', { name: '统一身份认证登录' }).click();
  await signInAtIdp(page, 'citizen');
  await expect(page).toHaveURL(at(target));
}

/** In the demo business system: files an application and pushes it on to 办结; answers its number. */
async function fileAndFinish(page: Page, terminal: 'pc' | 'm', service: string) {
  await page.goto(`${IDP_ORIGIN}/business/gov/${terminal}/e2e-apply?name=${encodeURIComponent(service)}`);
  await expect(page.getByTestId('business-user')).toHaveText('张市民（citizen）');
  await page.getByLabel('联系电话').fill('13900005678');
  await page.getByRole('button', { name: '提交申请' }).click();
  const row = page.getByRole('row').filter({ hasText: service }).last();
  await expect(row.getByTestId('business-case-status')).toHaveText('已提交');
  const applyNo = (await row.getByRole('cell').first().textContent())!.trim();
  const mine = () => page.getByRole('row').filter({ hasText: applyNo });
  for (const next of STEPS.slice(1)) {
    await mine()
      .getByRole('button', { name: `推进到「${next}」` })
      .click();
    await expect(mine().getByTestId('business-case-status')).toHaveText(next);
  }
  return applyNo;
}

test('a citizen files in the demo system, the demo moves it to 办结, and 我的办件 shows every step', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const at = (path: string) => unitUrl(baseURL, GOV, path);
  const service = `居民身份证换领（${isMobile ? '手机' : '电脑'}端测试 ${Date.now() % 100000}）`;
  await signIn(page, at, isMobile);
  const applyNo = await fileAndFinish(page, isMobile ? 'm' : 'pc', service);

  await page.goto(at(isMobile ? '/mobile/applications?status=5' : '/personal-center/applications?status=5'));
  await waitForHydration(page);
  const filters = page.getByRole('navigation', { name: '办件状态' });
  await expect(filters.getByRole('link', { name: /办结/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: new RegExp(applyNo) }).click();
  const timeline = page.getByRole('list', { name: '办理进度' });
  await expect(timeline.getByRole('listitem')).toHaveCount(STEPS.length);
  for (const [index, name] of STEPS.entries()) {
    await expect(timeline.getByRole('listitem').nth(index)).toContainText(name);
  }
  await expect(timeline).toContainText('请补充身份证明复印件一份');
  await expect(timeline.getByRole('link', { name: '前往业务系统补正' })).toHaveAttribute(
    'href',
    new RegExp(`^${IDP_ORIGIN}/business/gov/`),
  );
  await expect(timeline).toContainText('市政务服务中心综合窗口');
  expect(await seriousViolations(page, { include: isMobile ? '.yz-mapps' : '.yz-apps' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`applications-${isMobile ? 'mobile' : 'desktop'}.png`) });

  // 我的办件 in the personal center leads here and counts the list's 全部.
  if (isMobile) {
    await page.goto(at('/mobile/personal-center'));
    await page.getByRole('link', { name: /我的办件/ }).click();
    await expect(page).toHaveURL(at('/mobile/applications'));
  } else {
    const all = (await filters.getByRole('link', { name: /全部/ }).textContent())!.replace(/\D/g, '');
    await page.goto(at('/personal-center'));
    const counter = page.getByTestId('work-applications');
    await expect(counter).toHaveText(all);
    await counter.click();
    await expect(page).toHaveURL(at('/personal-center/applications'));
  }

  // The public lookup: the number and the right digits show the steps; wrong digits get the one refusal.
  await page.goto(at(isMobile ? '/mobile/progress' : '/progress'));
  await waitForHydration(page);
  await page.getByLabel('办件编号', { exact: true }).fill(applyNo.toLowerCase());
  await page.getByLabel('手机号后四位', { exact: true }).fill('0000');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('alert')).toContainText('未查到办件，请核对办件编号和手机号后四位');
  await page.getByLabel('手机号后四位', { exact: true }).fill('5678');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('heading', { name: `${service} · 办结` })).toBeVisible();
  await expect(page.getByRole('list', { name: '办理进度' }).getByRole('listitem')).toHaveCount(STEPS.length);
  expect(await seriousViolations(page, { include: isMobile ? '.yz-mprogress' : '.yz-progress' })).toEqual([]);
});
