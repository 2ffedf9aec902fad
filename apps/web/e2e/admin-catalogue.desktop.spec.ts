import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 37 item 5 (ADR 082): the console's 服务目录 and the files of a guide's materials. Everything is written to
// 示范新区政务服务中心 (district.localhost), whose catalogue no other browser test reads; localhost's is left alone.
const DISTRICT = 'district.localhost';
const districtUrl = (baseURL: string | undefined, path: string) => `http://${DISTRICT}:${portOf(baseURL)}${path}`;
/** Names of this run's entries: a second run against the same store adds its own, nobody else's. */
const RUN = `${Date.now() % 100_000}`;
const LABEL = `新区标签${RUN}`;
const SERVICE = `新区目录事项 ${RUN}`;

test.describe.configure({ mode: 'serial' });

async function signInTo(page: Page, url: string, username: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, username);
  await expect(page).not.toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** A one-page PDF, as a scanner or a word processor would save a blank form. */
const BLANK_FORM = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let serviceId = '';

test('a 事项管理员 is refused the catalogue', async ({ page }) => {
  await signInTo(page, '/admin/catalogue', 'jwc100001');
  await expect(page.getByText('服务目录（分类、部门、标签）只能由单位管理员维护')).toBeVisible();
  const call = await page.request.post('/pedestal/admin/catalogue/save', {
    data: { kind: 'label', name: '不该有的标签', sort: 0, hidden: false, version: '' },
  });
  expect(call.status()).toBe(403);
});

test('the unit administrator adds a label and the hall offers it', async ({ page, baseURL }) => {
  await signInTo(page, districtUrl(baseURL, '/admin/catalogue?kind=label'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '服务目录' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '新增服务标签' }).click();
  await page.getByRole('textbox', { name: '名称' }).fill(LABEL);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '已新增' })).toHaveText(
    `已新增服务标签「${LABEL}」，门户两端即时生效`,
  );
  await expect(page.getByRole('cell', { name: LABEL, exact: true })).toBeVisible();
  // The list is read again after a save: check it once it is no longer dimmed as loading, with the pointer off the
  // buttons (a hovered antd button is drawn lighter than axe's contrast asks; no one reads it that way).
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  // The hall's label filter offers it at once (the browser reaches *.localhost; the runner would not).
  const labels = await page.evaluate(async () => {
    const answer = await fetch('/homepage/homeAppType/getLabelType');
    return ((await answer.json()).data as { name: string }[]).map((label) => label.name);
  });
  expect(labels).toContain(LABEL);
});

test('a new service carries the label and a material with an uploaded blank form', async ({ page, baseURL }) => {
  await signInTo(page, districtUrl(baseURL, '/admin/services/new'), 'admin');
  await page.getByRole('textbox', { name: '服务名称' }).fill(SERVICE);
  await page.getByRole('textbox', { name: '电脑端地址' }).fill('https://example.gov.cn/catalogue');
  await page.getByRole('group', { name: '标签' }).getByRole('checkbox', { name: LABEL }).check();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/admin\/services\/\d+$/);
  serviceId = /\/admin\/services\/(\d+)$/.exec(page.url())![1]!;
  await waitForHydration(page);

  await page.getByRole('switch', { name: '有办事指南' }).click();
  await page.getByRole('button', { name: '添加材料' }).click();
  await page.getByRole('textbox', { name: '材料名称' }).fill('入户申请表');
  await page.getByLabel('上传空白表格').setInputFiles({
    name: '入户申请表（空白）.pdf',
    mimeType: 'application/pdf',
    buffer: BLANK_FORM,
  });
  await expect(page.getByRole('status').filter({ hasText: '已上传' })).toHaveText(
    '已上传「入户申请表（空白）.pdf」，保存后生效',
  );
  await expect(page.getByRole('textbox', { name: '空白表格' })).toHaveValue(/^\/pedestal\/service-hall\/files\//);

  // A renamed program is refused in Chinese.
  await page.getByLabel('上传样表').setInputFiles({
    name: '样表.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]),
  });
  await expect(page.getByRole('status').filter({ hasText: '文件只能是' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('button', { name: /保\s*存/ })
    .last()
    .click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
});

test('a guest downloads the blank form from the guide page', async ({ browser, baseURL }) => {
  const guest = await browser.newContext({ acceptDownloads: true });
  const visitor = await guest.newPage();
  await visitor.goto(districtUrl(baseURL, `/service-hall/details/${serviceId}`));
  const link = visitor.getByRole('link', { name: '入户申请表：下载空白表格' });
  await expect(link).toBeVisible();
  // The guide's content; the frame (header menu, footer) is a11y.spec.ts's.
  expect(await seriousViolations(visitor, { include: 'main' })).toEqual([]);
  const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('入户申请表（空白）.pdf');
  await guest.close();
});
