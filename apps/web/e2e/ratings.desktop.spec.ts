import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { unitUrl } from './demo-units';
import { fileAndFinish, GOV, RATED_SERVICE, signInCitizen } from './ratings';
import { submitLogin, waitForHydration } from './session';

// Issue 38 §2 (ADR 087): a citizen's application reaches 办结 in the demo system; they rate it 不满意 with a reason
// from 我的办件; the unit's administrator finds the 差评 on the work list with its deadline of 15 working days and
// records 整改 and then 回访. Only the application this spec files is rated and followed up.
test.describe.configure({ mode: 'serial' });

test('a citizen rates a finished application 不满意 and the unit follows it up', async ({ page, browser, baseURL }) => {
  const at = (path: string) => unitUrl(baseURL, GOV, path);
  await signInCitizen(page, baseURL, false);
  const applyNo = await fileAndFinish(page, 'pc');

  await page.goto(at('/personal-center/applications?status=5'));
  await waitForHydration(page);
  const item = page.getByRole('listitem').filter({ hasText: applyNo });
  await item.getByRole('link', { name: '评价', exact: true }).click();
  const form = page.getByRole('form', { name: '评价本次办理' });
  await expect(form).toBeVisible();

  // The five levels are a radio group: reached and moved with the keyboard.
  const levels = form.getByRole('group', { name: '您对本次办理满意吗？' });
  await expect(levels.getByRole('radio')).toHaveCount(5);
  await levels.getByRole('radio', { name: '基本满意' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(levels.getByRole('radio', { name: '不满意', exact: true })).toBeChecked();
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(form.getByRole('alert')).toHaveText('不满意时请选择或填写原因');
  await form.getByRole('checkbox', { name: '多次跑腿' }).check();
  await form.getByLabel(/说明/).fill('补正材料要求没有一次告知');
  expect(await seriousViolations(page, { include: '.yz-apps' })).toEqual([]);
  await form.getByRole('button', { name: '提交评价' }).click();

  // The timeline ends with the rating, and the list says it was rated.
  const given = page.getByTestId('my-rating');
  await expect(given).toContainText('不满意');
  await expect(given).toContainText('补正材料要求没有一次告知');
  await expect(item).toContainText('已评价：不满意');

  // An administrator of the unit: the 差评 with its deadline, then 整改 and 回访. The platform's, since
  // admin-second-step.desktop.spec.ts gives admin200001 an authenticator whenever it runs first.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto(at('/admin/ratings'));
  await submitLogin(admin, 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: '好差评' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: applyNo });
  await expect(row).toContainText(RATED_SERVICE);
  await expect(row).toContainText('剩 15 个工作日');
  await expect(row).toContainText('待整改');
  await waitForHydration(admin);
  expect(await seriousViolations(admin, { include: '.yz-admin-page' })).toEqual([]);

  await row.getByRole('button', { name: `办理 ${RATED_SERVICE} ${applyNo}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('整改情况').fill('已对窗口人员开展一次性告知培训');
  await dialog.getByRole('button', { name: '登记整改' }).click();
  await expect(admin.getByRole('status')).toContainText(`已登记整改：${RATED_SERVICE} ${applyNo}`);
  await expect(row).toContainText('已整改');

  await row.getByRole('button', { name: `办理 ${RATED_SERVICE} ${applyNo}` }).click();
  await expect(dialog).toContainText('已对窗口人员开展一次性告知培训');
  await dialog.getByLabel('回访方式').selectOption('电话');
  await dialog.getByLabel('评价人对整改是否满意').selectOption('满意');
  await dialog.getByLabel('回访记录').fill('申请人认可整改');
  // Checked once the dialog has finished fading in (half-faded text would be judged for its contrast).
  await admin.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await seriousViolations(admin, { include: '.ant-modal' })).toEqual([]);
  await dialog.getByRole('button', { name: '登记回访' }).click();
  await expect(row).toContainText('已回访');

  await admin.getByRole('link', { name: '查看评价统计' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: '评价统计' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: RATED_SERVICE })).toBeVisible();
  expect(await seriousViolations(admin, { include: '.yz-admin-page' })).toEqual([]);
  await context.close();
});
