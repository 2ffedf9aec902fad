import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 38 §3 (ADR 088): the console's 情形引导 editor. Edits go to 示范新区政务服务中心 (district.localhost), whose
// services no other browser test reads.
const DISTRICT = 'district.localhost';
const districtUrl = (baseURL: string | undefined, path: string) => `http://${DISTRICT}:${portOf(baseURL)}${path}`;
const SERVICE = '居民身份证换领';

test('an administrator edits a question, the preview and the hall follow', async ({ page, baseURL }) => {
  const at = (path: string) => districtUrl(baseURL, path);
  // Node does not resolve *.localhost as the browser does: the service's id is asked from the district's page.
  await page.goto(at('/admin/services'));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '服务事项' })).toBeVisible();
  const id = await page.evaluate(async (name) => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: name }),
    };
    const found = await (await fetch('/homepage/homeApp/getServiceApp', init)).json();
    return (found.data.list as { appId: string; name: string }[]).find((app) => app.name === name)!.appId;
  }, SERVICE);

  await page.goto(at(`/admin/services/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: `编辑服务事项：${SERVICE}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: '情形引导', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `情形引导：${SERVICE}` })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page, { include: '.yz-admin-page' })).toEqual([]);

  const text = `户籍是否在本区？（${Date.now() % 100_000}）`;
  await page.locator('#question-local-text').fill(text);
  const preview = page.getByRole('region', { name: '预览' });
  await preview.getByRole('group', { name: text }).getByRole('radio', { name: '是' }).check();
  await preview
    .getByRole('group', { name: '是否已有数码照片回执？' })
    .getByRole('radio', { name: '有', exact: true })
    .check();
  const previewed = preview.locator('.yz-scenario-materials tbody th');
  await expect(previewed.filter({ hasText: '数码照片回执' })).toHaveCount(1);
  await expect(previewed.filter({ hasText: '居民户口簿' })).toHaveCount(1);
  await preview.getByRole('group', { name: text }).getByRole('radio', { name: '否' }).check();
  await preview.getByRole('group', { name: '户籍是否在外省？' }).getByRole('radio', { name: '否' }).check();
  await expect(previewed.filter({ hasText: '居民户口簿' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-scenarios.png') });

  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.yz-admin-status')).toContainText('已保存，两个站点已更新');

  await page.goto(at(`/service-hall/details/${id}/scenario`));
  await expect(page.getByRole('group', { name: new RegExp(text.replace(/[()（）?？]/g, '.')) })).toBeVisible();
  expect(await seriousViolations(page, { include: '.yz-scenario' })).toEqual([]);
});
