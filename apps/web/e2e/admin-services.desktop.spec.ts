import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 37 item 5 (ADR 071): the console's 服务事项. Imports and edits go to 示范新区政务服务中心
// (district.localhost), whose services no other browser test reads; at localhost this spec only looks.
const DISTRICT = 'district.localhost';
const districtUrl = (baseURL: string | undefined, path: string) => `http://${DISTRICT}:${portOf(baseURL)}${path}`;
/** Names of this run's services: a second run against the same store updates its own rows, nobody else's. */
const RUN = `${Date.now() % 100_000}`;

test.describe.configure({ mode: 'serial' });

async function signInTo(page: Page, url: string, username: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, username);
  // The login page has a heading too: wait until it has gone.
  await expect(page).not.toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** An .xlsx of the rows under their keys as headers, as an operator's Excel would save it. */
async function workbook(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  const headers = Object.keys(rows[0]!);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('选择要导入的服务事项文件').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

test('a 事项管理员 sees only 教务处 and cannot open another department’s service', async ({ page }) => {
  const hot = await page.request.get('/homepage/homeApp/getHotApp');
  const other = ((await hot.json()).data as { appId: string; deptName: string }[]).find(
    (app) => app.deptName !== '教务处',
  )!;
  await signInTo(page, '/admin/services', 'jwc100001');
  await expect(page.getByRole('heading', { level: 1, name: '服务事项' })).toBeVisible();
  await expect(page.locator('tbody tr td:nth-child(2)').first()).toHaveText('教务处');
  expect(new Set(await page.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set(['教务处']));
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/admin/services/${other.appId}`);
  await expect(page.getByText('暂无权限')).toBeVisible();
  const call = await page.request.get(`/pedestal/admin/services/one?id=${other.appId}`);
  expect(call.status()).toBe(403);
});

test('an Excel file of 50 services imports whole; one with three bad rows is refused naming them', async ({
  page,
  baseURL,
}) => {
  await signInTo(page, districtUrl(baseURL, '/admin/services'), 'admin');
  // The browser reaches *.localhost; the test runner's own requests would not resolve it.
  const options = await page.evaluate(async () => {
    const answer = await fetch('/pedestal/admin/services/options');
    const body = await answer.json();
    if (!body.data) throw new Error(JSON.stringify(body));
    return body.data as { types: { name: string }[]; departments: { name: string }[] };
  });
  const row = (i: number) => ({
    服务名称: `新区导入事项 ${RUN}-${i}`,
    办理部门: options.departments[i % options.departments.length]!.name,
    服务分类: options.types[i % options.types.length]!.name,
    电脑端地址: `https://example.gov.cn/services/${i}`,
    服务对象: '个人；法人',
    申请材料: '身份证；申请表',
    办理流程: '网上申请；窗口审核；办结',
    办理地点: '新区政务服务中心 1 楼',
    '承诺时限（工作日）': '5',
  });

  await chooseFile(page, '五十项服务.xlsx', await workbook(Array.from({ length: 50 }, (_, i) => row(i + 1))));
  await expect(page.getByRole('status').filter({ hasText: '已导入' })).toHaveText('已导入 50 条服务事项');
  await page.getByRole('textbox', { name: '名称开头' }).fill(`新区导入事项 ${RUN}-`);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(page.getByText('共 50 项服务')).toBeVisible();

  const bad = Array.from({ length: 6 }, (_, i) => row(100 + i));
  bad[1] = { ...bad[1]!, 办理部门: '没有这个部门' };
  bad[3] = { ...bad[3]!, 电脑端地址: 'ftp://example.gov.cn' };
  bad[5] = { ...bad[5]!, '承诺时限（工作日）': '五天' };
  await chooseFile(page, '三行有错.xlsx', await workbook(bad));
  const refusal = page.getByRole('alert').filter({ hasText: '没有导入任何一行' });
  await expect(refusal).toBeVisible();
  const wrong = refusal.getByRole('list', { name: '有错误的行' }).getByRole('listitem');
  await expect(wrong).toHaveCount(3);
  await expect(wrong.nth(0)).toContainText('第 3 行：办理部门');
  await expect(wrong.nth(1)).toContainText('第 5 行：电脑端地址');
  await expect(wrong.nth(2)).toContainText('第 7 行：承诺时限');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: '名称开头' }).fill(`新区导入事项 ${RUN}-10`);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  // Nothing of the refused file was taken: of -10 and -100…-105 only the first file's -10 is there.
  await expect(page.getByText('共 1 项服务')).toBeVisible();
});

test('a service edited in the console shows on the public guide page', async ({ page, browser, baseURL }) => {
  await signInTo(
    page,
    districtUrl(baseURL, `/admin/services?name=${encodeURIComponent(`新区导入事项 ${RUN}-7`)}`),
    'admin',
  );
  await page.getByRole('link', { name: `新区导入事项 ${RUN}-7`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /编辑服务事项/ })).toBeVisible();
  await waitForHydration(page);
  const id = /\/admin\/services\/(\d+)$/.exec(page.url())![1];
  const place = `新区政务服务中心 ${RUN} 号窗口`;
  await page.getByRole('textbox', { name: '办理地点' }).fill(place);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await expect
    .poll(async () => {
      await visitor.goto(districtUrl(baseURL, `/service-hall/details/${id}`));
      return visitor.getByText(place).count();
    })
    .toBeGreaterThan(0);
  await guest.close();
});

test('a new service is created from the console editor', async ({ page, baseURL }) => {
  await signInTo(page, districtUrl(baseURL, '/admin/services/new'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '新建服务事项' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: '服务名称' }).fill(`新区新建事项 ${RUN}`);
  await page.getByRole('textbox', { name: '电脑端地址' }).fill('https://example.gov.cn/new');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/admin\/services\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `编辑服务事项：新区新建事项 ${RUN}` })).toBeVisible();
});
