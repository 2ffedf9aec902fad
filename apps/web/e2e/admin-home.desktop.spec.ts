import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { portOf } from './units';

// Issue 37 item 4 (ADR 081): the console's 首页内容. Writes go only to 示范新区政务服务中心 (district.localhost); the
// banner the test adds is removed and the removal published again at the end.
test.describe.configure({ mode: 'serial' });

const districtUrl = (baseURL: string | undefined, path: string) =>
  `http://district.localhost:${portOf(baseURL)}${path}`;

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

const TITLE = `端到端轮播图 ${Date.now().toString(36)}`;

/** A PNG drawn by the browser: a blue field of the given size with a white stripe. */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1f5fbf';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#ffffff';
      context.fillRect(0, h! / 2 - 20, w!, 40);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height],
  );
  return Buffer.from(data, 'base64');
}

/** Whether a guest's desktop or phone home of the district (or a preview link of it) shows the test's banner. */
async function guestSees(browser: Browser, url: string, phone: boolean): Promise<boolean> {
  const context = await browser.newContext(phone ? PHONE : {});
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const seen = (await page.locator(`img[alt="${TITLE}"]`).count()) > 0;
  await context.close();
  return seen;
}

test('an administrator adds a banner with pictures, previews it as a guest, publishes it to both sites', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(districtUrl(baseURL, '/admin/home'));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '首页内容' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page, { include: '.yz-admin-home' })).toEqual([]);

  // The other lists and the layout are one editor each, reachable by keyboard.
  await page.getByRole('tab', { name: '常用工具' }).click();
  await expect(page.getByRole('button', { name: '新增常用工具' })).toBeVisible();
  await page.getByRole('tab', { name: '模块布局' }).click();
  await expect(page.getByRole('link', { name: '搜索词' }).last()).toBeVisible();
  expect(await seriousViolations(page, { include: '.yz-admin-home' })).toEqual([]);
  await page.getByRole('tab', { name: '轮播图' }).click();

  await page.getByRole('button', { name: '新增轮播图' }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('标题').fill(TITLE);
  const desktop = await pngOf(page, 1400, 360);
  await dialog.getByLabel('电脑端图片').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: desktop });
  await expect(dialog.getByText(/已上传：\/pedestal\/home\/banner-pictures\//)).toHaveCount(1);
  const mobile = await pngOf(page, 1000, 700);
  await dialog
    .getByLabel('手机端图片（750×400）')
    .setInputFiles({ name: 'mobile.png', mimeType: 'image/png', buffer: mobile });
  await expect(dialog.getByText(/已上传：\/pedestal\/home\/banner-pictures\//)).toHaveCount(2);
  await expect(dialog.getByRole('img', { name: `手机端裁剪预览：${TITLE}` })).toBeVisible();
  await expect(dialog.getByText(/标题文字请放在虚线框（安全区）内/)).toBeVisible();
  expect(await seriousViolations(page, { include: '.ant-modal' })).toEqual([]);
  await dialog.getByLabel('链接（可不填）').fill('/service-hall');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已保存到草稿，发布后门户生效')).toBeVisible();
  await expect(page.getByText(TITLE, { exact: true })).toBeVisible();

  // Saved in the draft only: guests still see the published home.
  expect(await guestSees(browser, districtUrl(baseURL, '/'), false)).toBe(false);

  await page.getByRole('button', { name: /预\s*览/ }).click();
  const link = (await page.getByTestId('guest-preview-link').textContent())!.trim();
  expect(link).toMatch(/\?preview=[\w-]{20,}$/);
  expect(await guestSees(browser, link, false)).toBe(true);
  expect(await guestSees(browser, link.replace('/?preview=', '/mobile/home?preview='), true)).toBe(true);

  await page.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('已发布，门户电脑端和手机端即时生效')).toBeVisible();
  await expect.poll(() => guestSees(browser, districtUrl(baseURL, '/'), false)).toBe(true);
  await expect.poll(() => guestSees(browser, districtUrl(baseURL, '/mobile/home'), true)).toBe(true);

  // Put the district's home back as it was.
  await page.getByRole('button', { name: `删除「${TITLE}」` }).click();
  await expect(page.getByText(TITLE, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('已发布，门户电脑端和手机端即时生效')).toBeVisible();
  await expect.poll(() => guestSees(browser, districtUrl(baseURL, '/'), false)).toBe(false);
});

test('a service administrator (事项管理员) is refused the page and its calls', async ({ page }) => {
  await page.goto('/admin/home');
  await submitLogin(page, 'jwc100001');
  await expect(page.getByText('暂无权限')).toBeVisible();
  const call = await page.request.get('/pedestal/admin/home/draft');
  expect(call.status()).toBe(403);
});
