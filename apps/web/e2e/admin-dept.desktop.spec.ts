import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// Issue 37 items 7 and 8 (ADR 083, ADR 070): an account put in a department receives a notice sent to that
// department, with its unread count; a file of three-list entries is imported whole, a bad one refused by its rows.
// Only accounts and entries made here are written to, all in 示范新区政务服务中心 (district.localhost).
const DISTRICT = 'district.localhost';
const suffix = String(Date.now() % 1_000_000);
const ACCOUNT = `e83d${suffix}`;
const FIRST_PASSWORD = 'First#2026e2e';
const OWN_PASSWORD = 'Mine#2026e2e';
const DEPARTMENT = '市民政局';
const TITLE = `民政系统工作安排（${suffix}）`;

test.describe.configure({ mode: 'serial' });

async function openConsole(page: Page, baseURL: string | undefined, path: string, heading: string) {
  await page.goto(unitUrl(baseURL, DISTRICT, path));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** A dialog's serious axe findings once it has finished opening (mid-animation its text is still faded). */
async function dialogViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
  return seriousViolations(page, { include: '.ant-modal' });
}

test('a notice to a department reaches the account put in it, counted unread', async ({ page, browser, baseURL }) => {
  await openConsole(page, baseURL, '/admin/users', '用户与角色');
  await page.getByRole('button', { name: '新建账号' }).click();
  const create = page.getByRole('dialog', { name: '新建账号' });
  await create.getByLabel('账号').fill(ACCOUNT);
  await create.getByLabel('姓名').fill('民政局职员');
  await create.getByLabel('部门').selectOption({ label: DEPARTMENT });
  await create.getByLabel('初始密码').fill(FIRST_PASSWORD);
  expect(await dialogViolations(page)).toEqual([]);
  await create.getByRole('button', { name: /创\s*建/ }).click();
  await page
    .getByRole('dialog', { name: '账号已创建' })
    .getByRole('button', { name: /完\s*成/ })
    .click();
  await page.getByRole('textbox', { name: '账号或姓名' }).fill(ACCOUNT);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  const row = page.getByRole('row').filter({ hasText: ACCOUNT });
  await expect(row.getByRole('cell', { name: DEPARTMENT, exact: true })).toBeVisible();
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  // 设置部门 shows the account's department, and saving it unchanged keeps it.
  await page.getByRole('button', { name: `设置 ${ACCOUNT} 的部门` }).click();
  const edit = page.getByRole('dialog', { name: /的部门$/ });
  await expect(edit.getByLabel('部门')).toHaveValue(/\d+/);
  expect(await dialogViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `已将 ${ACCOUNT} 设为${DEPARTMENT}的人员` })).toBeVisible();

  await page.goto(unitUrl(baseURL, DISTRICT, '/admin/notices'));
  await expect(page.getByRole('heading', { level: 1, name: '通知公告' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('标题').fill(TITLE);
  await page.getByLabel('内容').fill('请本部门同事于周五前提交材料。');
  await page.getByRole('radio', { name: '部门' }).check();
  await page.getByRole('combobox', { name: '部门' }).selectOption({ label: DEPARTMENT });
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await page.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /已发送给 \d+ 人/ })).toBeVisible();

  // The person signs in, sets their own password, and finds the notice unread in the information center.
  const person = await browser.newContext();
  const their = await person.newPage();
  await their.goto(unitUrl(baseURL, DISTRICT, '/login'));
  await submitLogin(their, ACCOUNT, FIRST_PASSWORD);
  await expect(their).toHaveURL(/\/personal-center\/password$/);
  await waitForHydration(their);
  await their.getByLabel('原密码').fill(FIRST_PASSWORD);
  await their.getByLabel('新密码', { exact: true }).fill(OWN_PASSWORD);
  await their.getByLabel('再次输入新密码').fill(OWN_PASSWORD);
  await their.getByRole('button', { name: '确认修改' }).click();
  await expect(their.getByRole('status').filter({ hasText: '密码已修改' })).toBeVisible();
  await their.goto(unitUrl(baseURL, DISTRICT, '/info-center?kind=notice&read=0'));
  // The district calls its information center 通知公告 (its menu entry's name).
  await expect(their.getByRole('list', { name: '通知' })).toBeVisible();
  await waitForHydration(their);
  await expect(their.getByTestId('bell-count')).toHaveText('1');
  await expect(their.getByRole('link', { name: '消息通知，1 条未读' })).toBeVisible();
  await expect(their.locator('.yz-info-entry--unread').filter({ hasText: TITLE })).toBeVisible();
  // The information center's own content; the district's header menu is the visitor site's, not this part's.
  expect(await seriousViolations(their, { include: 'main' })).toEqual([]);
  await person.close();
});

test('a file of three-list entries is imported whole, and one with bad rows is refused by its rows', async ({
  page,
  baseURL,
}) => {
  await openConsole(page, baseURL, '/admin/three-lists', '三张清单');
  await page.getByRole('navigation', { name: '清单类型' }).getByRole('link', { name: '权力清单' }).click();
  await expect(page).toHaveURL(/type=\d+/);
  await waitForHydration(page);

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载导入模板' }).click();
  expect((await template).suggestedFilename()).toBe('权力清单导入模板.xlsx');

  const name = `端到端导入事项${suffix}`;
  const file = (lines: string[]) => ({
    name: '权力清单.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['事项编码,事项名称,事项类型,实施主体,设定依据,行使层级,排序', ...lines].join('\r\n')),
  });
  const chooser = page.getByLabel('选择要导入的权力清单条目文件');
  await chooser.setInputFiles(
    file([
      `XK-E1,${name}甲,行政许可,新区民政局,,区级,`,
      `XK-E2,,行政许可,新区民政局,,区级,`,
      `XK-E3,${name}乙,行政许可,新区民政局,,区级,很靠前`,
      `XK-E4,${name}丙,行政许可,新区民政局,,区级,-1`,
    ]),
  );
  const report = page.getByRole('alert').filter({ hasText: '没有导入任何一行' });
  await expect(report).toContainText('第 3 行：事项名称：不能为空');
  await expect(report).toContainText('第 4 行：排序：应为 0 到 1000000 的整数');
  await expect(report).toContainText('第 5 行：排序：应为 0 到 1000000 的整数');
  // The pointer still rests on 下载导入模板 from the click above: its hover colour is not what the page shows.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  await chooser.setInputFiles(
    file([`XK-E1,${name}甲,行政许可,新区民政局,,区级,`, `XK-E2,${name}乙,行政确认,新区民政局,,区级,`]),
  );
  await expect(page.getByRole('status').filter({ hasText: '已导入 2 条权力清单条目' })).toBeVisible();
  await page.getByRole('textbox', { name: '关键词' }).fill(name);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(page.getByRole('cell', { name: `${name}甲`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name}乙`, exact: true })).toBeVisible();

  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出权力清单' }).click();
  expect((await exported).suggestedFilename()).toMatch(/^权力清单-示范新区政务服务中心\.xlsx$/);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
});
