import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { hostHeaders, portOf } from './units';

// Issue 37 items 10 and 8 (ADR 075): integration keys, three lists and search words in the console. The writes go
// to 示范新区政务服务中心 (district.localhost) and only to keys, rules and words this spec creates.
const DISTRICT = 'district.localhost';
const districtUrl = (baseURL: string | undefined, path: string) => `http://${DISTRICT}:${portOf(baseURL)}${path}`;

test.describe.configure({ mode: 'serial' });

async function signInTo(page: Page, url: string, username: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, username);
}

test('a new key is shown once, then only its masked form; it can be revoked', async ({ page, baseURL }) => {
  await signInTo(page, districtUrl(baseURL, '/admin/keys'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '接入密钥' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);

  const system = `浏览器测试系统${Date.now() % 100_000}`;
  await page.getByRole('textbox', { name: '系统名称' }).fill(system);
  await page.getByRole('button', { name: '新建密钥' }).click();
  const dialog = page.getByRole('dialog', { name: `接入密钥「${system}」只显示这一次` });
  const secret = (await dialog.getByLabel(`新的接入密钥「${system}」`).textContent()) ?? '';
  expect(secret).toMatch(/^yzk_[\w-]{43}$/);
  // Checked once the dialog has faded in (half-transparent text fails contrast while it opens).
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '我已妥善保存' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(system) });
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);
  await expect(row).toContainText('从未使用');
  await expect(page.locator('body')).not.toContainText(secret);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(system) })).toContainText(`${secret.slice(0, 10)}…`);
  await expect(page.locator('body')).not.toContainText(secret);

  await waitForHydration(page);
  await page.getByRole('button', { name: `吊销 ${system} 的密钥` }).click();
  await page
    .getByRole('dialog', { name: `吊销「${system}」的接入密钥？` })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByRole('status').first()).toHaveText(`已吊销「${system}」的接入密钥`);
  await expect(page.getByRole('row', { name: new RegExp(system) })).toContainText('已吊销');
});

test('a search that found nothing is reported, and one click adds the synonym that finds it', async ({
  page,
  baseURL,
}) => {
  // A word no page holds, searched twice by a guest of the district.
  const word = `无果词${Date.now() % 100_000}`;
  const searchPath = `/homepage/homeApp/search?keyword=${encodeURIComponent(word)}`;
  const search = async () => (await page.request.get(searchPath, { headers: hostHeaders(baseURL, DISTRICT) })).json();
  for (let round = 0; round < 2; round += 1) {
    const answer = await search();
    expect(answer.data.total).toBe(0);
  }

  await signInTo(page, districtUrl(baseURL, '/admin/search-words?tab=zero'), 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '搜索词' })).toBeVisible();
  // Searches are counted in memory and added every couple of seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(word) })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const row = page.getByRole('row', { name: new RegExp(word) });
  await expect(row).toContainText('2');
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);

  await row.getByRole('button', { name: `为「${word}」添加同义词` }).click();
  const dialog = page.getByRole('dialog', { name: '新增同义词' });
  await expect(dialog.getByRole('textbox', { name: '词语' })).toHaveValue(word);
  await dialog.getByRole('textbox', { name: '同义词' }).fill('社会保障卡');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('status').first()).toContainText(`已保存同义词「${word}」`);
  await expect(page.getByRole('row', { name: new RegExp(word) })).toContainText('已有同义词');

  const found = await search();
  expect(found.data.total).toBeGreaterThan(0);
  expect(found.data.alsoSearched).toEqual(['社会保障卡']);

  // The rule is this spec's: it goes again.
  await page.goto(districtUrl(baseURL, `/admin/search-words?tab=synonyms&keyword=${encodeURIComponent(word)}`));
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);
  await page.getByRole('button', { name: `删除「${word}」` }).click();
  await page
    .getByRole('dialog', { name: `删除同义词「${word}」？` })
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByRole('status').first()).toHaveText(`已删除同义词「${word}」`);
  await page.goto(districtUrl(baseURL, '/admin/search-words?tab=hot'));
  await expect(page.getByRole('columnheader', { name: '搜索次数' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an editor manages the three lists and search words, and is refused the keys', async ({ page }) => {
  await signInTo(page, '/admin/three-lists', 'editor100001');
  await expect(page.getByRole('heading', { level: 1, name: '三张清单' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '清单类型' }).getByRole('link', { name: '责任清单' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const menu = page.getByRole('navigation', { name: '管理后台菜单' });
  await expect(menu.getByRole('link', { name: '搜索词' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '接入密钥' })).toHaveCount(0);

  await page.goto('/admin/keys');
  await expect(page.getByText('暂无权限')).toBeVisible();
  const call = await page.request.get('/pedestal/admin/keys');
  expect(call.status()).toBe(403);
});
