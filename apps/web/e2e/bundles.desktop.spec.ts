import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 38 §3 (ADR 089): a bundle (一件事) walks through several services with one merged material list — a material
// two services ask for appears once, marked — and a signed-in person's progress in each. The console creates a
// bundle on 示范新区政务服务中心 (district.localhost), whose bundles no other browser test reads, and a guest sees it.
const DISTRICT = 'district.localhost';
const districtUrl = (baseURL: string | undefined, path: string) => `http://${DISTRICT}:${portOf(baseURL)}${path}`;
const RUN = `${Date.now() % 100_000}`;
const TITLE = `开办小吃店一件事${RUN}`;
const SHARED = '多个事项共用，只需提交一次';

test.describe.configure({ mode: 'serial' });

/** Opens a bundle from the service hall's list of bundles. */
async function openBundle(page: Page, title: string) {
  await page.goto('/service-hall');
  await page.getByRole('link', { name: '一件事：多个事项一次办' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '一件事' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a guest reads a bundle: its steps in order and one merged material list', async ({ page }) => {
  await openBundle(page, '毕业离校一件事');
  const steps = page.getByRole('region', { name: /办理步骤/ });
  await expect(steps.getByText(/^第 1 步：/)).toHaveText('第 1 步：图书馆离校清书证明');
  await expect(steps.getByRole('link', { name: '办理图书馆离校清书证明' })).toBeVisible();
  const materials = page.getByRole('region', { name: /材料清单/ });
  // The campus card is asked by several services, and its copy is linked to it: one entry, marked.
  const card = materials.getByRole('listitem').filter({ hasText: '校园卡或居民身份证' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(SHARED)).toBeVisible();
  await expect(materials.getByText('校园卡复印件')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '我的办理进度' }).getByRole('link', { name: '登录' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-in student sees their progress in each service', async ({ page }) => {
  await page.goto('/login?redirect=%2Fservice-hall%2Fbundles');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/service-hall\/bundles$/);
  await page.getByRole('link', { name: '新生入学一件事' }).click();
  const progress = page.getByRole('list', { name: '各事项的办理进度' });
  await expect(progress.getByRole('listitem').first()).toContainText('新生入学资格复查');
  await expect(progress.getByRole('listitem').first()).toContainText('未办理');
  await expect(page.getByRole('region', { name: '我的办理进度' })).toContainText(/已办结 \d+ \/ 5 个事项/);
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the government home’s special leads to its bundle', async ({ page, baseURL }) => {
  await page.goto(`http://gov.localhost:${portOf(baseURL)}/home/special-services`);
  await page
    .getByRole('link', { name: /开办餐饮店一件事/ })
    .first()
    .click();
  await page.getByRole('link', { name: '按「一件事」办理：合并材料清单，查看办理进度' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '开办餐饮店一件事' })).toBeVisible();
  const proxy = page
    .getByRole('region', { name: /材料清单/ })
    .getByRole('listitem')
    .filter({
      hasText: '授权委托书及受托人身份证',
    });
  await expect(proxy).toHaveCount(1);
  await expect(proxy.getByText(SHARED)).toBeVisible();
});

test('the console creates a bundle on the district’s portal and a guest sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(districtUrl(baseURL, '/admin/bundles'));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '一件事' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '新增一件事' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '标题' }).fill(TITLE);
  for (const name of ['食品经营许可', '个体工商户登记']) {
    // Found by typing and chosen with Enter, as a keyboard user does.
    await dialog.getByRole('combobox', { name: '加入事项' }).fill(name);
    await expect(page.locator('.ant-select-item-option-active')).toContainText(`${name}（`);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: /加\s*入/ }).click();
  }
  // Ordered by keyboard-usable buttons: 个体工商户登记 first.
  await dialog.getByRole('button', { name: '上移 个体工商户登记' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: '已加入的事项' }).getByRole('listitem').first()).toContainText(
    '个体工商户登记',
  );
  await dialog.getByRole('button', { name: '预览材料清单' }).click();
  await expect(dialog.getByRole('cell', { name: '授权委托书及受托人身份证' })).toHaveCount(1);
  await expect(dialog.getByRole('cell', { name: SHARED }).first()).toBeVisible();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '已新增' })).toHaveText(
    `已新增一件事「${TITLE}」，门户两端即时生效`,
  );
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  const guest = await browser.newPage();
  await guest.goto(districtUrl(baseURL, '/service-hall/bundles'));
  await guest.getByRole('link', { name: TITLE }).click();
  await expect(guest.getByText(/^第 1 步：/)).toHaveText('第 1 步：个体工商户登记');
  await expect(
    guest
      .getByRole('region', { name: /材料清单/ })
      .getByRole('listitem')
      .filter({ hasText: '授权委托书及受托人身份证' }),
  ).toHaveCount(1);
  await guest.close();

  // Removed again: the district's list is left as the seed made it.
  page.once('dialog', () => {});
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('button', { name: `删除 ${TITLE}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '已删除' })).toHaveText(`已删除一件事「${TITLE}」`);
});
