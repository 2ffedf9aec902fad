import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// Issue 37: the site's logo uploaded in 站点设置 and seen on both sites; and an administrator ending another
// account's lost authenticator (ADR 080). All in 示范新区政务服务中心 (district.localhost); the logo is put back
// afterwards, and the authenticator belongs to an account made here.
const DISTRICT = 'district.localhost';
const ACCOUNT = `e37s${Date.now() % 1_000_000}`;
const PASSWORD = 'Temp#2026site';
const OWN_PASSWORD = 'Mine#2026site';

test.describe.configure({ mode: 'serial' });

async function signInAsAdmin(page: Page, baseURL: string | undefined, path: string) {
  await page.goto(unitUrl(baseURL, DISTRICT, path));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForHydration(page);
}

/** The parts of the answers this test reads. */
interface Answer {
  user: { uid: number };
  version: string;
  secret: string;
  enrolled: boolean;
  secondStep: { enrolled: boolean };
}

/** A JSON call from the page, with its cookies and origin (Node cannot resolve *.localhost, the browser can). */
const callFrom = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      return response.json() as Promise<{ success: boolean; code: number; msg: string; data: Answer }>;
    },
    [path, body] as const,
  );

/** The logo a guest's desktop header and phone login page of the district show. */
async function guestLogos(browser: Browser, baseURL: string | undefined) {
  const desktop = await browser.newContext();
  const page = await desktop.newPage();
  await page.goto(unitUrl(baseURL, DISTRICT, '/'));
  const header = await page.locator('.yz-header__logo').getAttribute('src');
  await desktop.close();
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const mobile = await phone.newPage();
  await mobile.goto(unitUrl(baseURL, DISTRICT, '/mobile-login'));
  const login = await mobile.locator('.yz-mlogin__logo').getAttribute('src');
  await phone.close();
  return { header, login };
}

test('a logo uploaded in 站点设置 shows in the preview, and on both sites once saved', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL, '/admin/site');
  await expect(page.getByRole('heading', { level: 1, name: '站点设置' })).toBeVisible();
  const address = page.getByRole('textbox', { name: '站点标识' });
  const original = await address.inputValue();

  const logo = await sharp({ create: { width: 960, height: 240, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  await page.getByLabel('上传站点标识图片').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('status').filter({ hasText: '已上传' })).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/^\/pedestal\/site\/logos\/[\w-]{22}\.webp$/);
  await expect(page.locator('.yz-admin-preview__header img')).toHaveAttribute('src', url);
  expect(await seriousViolations(page)).toEqual([]);

  const notPicture = { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') };
  await page.getByLabel('上传站点标识图片').setInputFiles(notPicture);
  await expect(page.getByRole('status').filter({ hasText: '标志图片只能是 JPEG、PNG 或 WebP 格式' })).toBeVisible();
  await expect(address).toHaveValue(url);

  const save = async () => {
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  };
  await save();
  try {
    await expect.poll(() => guestLogos(browser, baseURL)).toEqual({ header: url, login: url });
  } finally {
    await address.fill(original);
    await save();
  }
});

test('an administrator resets the lost authenticator of another account, after a confirmation', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL, '/admin/users');
  const created = await callFrom(page, '/pedestal/admin/users/create', {
    username: ACCOUNT,
    name: '验证器丢失者',
    userType: 'TEACHER',
    password: PASSWORD,
  });
  expect(created.success, created.msg).toBe(true);
  const { uid } = created.data.user;
  const roles = await callFrom(page, `/pedestal/admin/users/roles?uid=${uid}`);
  const granted = await callFrom(page, '/pedestal/admin/users/roles', {
    uid,
    roles: [{ role: 'editor', departmentIds: [] }],
    version: roles.data.version,
  });
  expect(granted.success).toBe(true);

  // The person changes the password set for them and sets up an authenticator.
  const person = await browser.newContext();
  const their = await person.newPage();
  await their.goto(unitUrl(baseURL, DISTRICT, '/login'));
  await submitLogin(their, ACCOUNT, PASSWORD);
  await expect(their).toHaveURL(/\/personal-center\/password$/);
  const changed = await callFrom(their, '/pedestal/auth/password', {
    oldPassword: PASSWORD,
    newPassword: OWN_PASSWORD,
    confirmPassword: OWN_PASSWORD,
  });
  expect(changed.success).toBe(true);
  const { secret } = (await callFrom(their, '/pedestal/admin/second-step/enroll', {})).data;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  expect((await callFrom(their, '/pedestal/admin/second-step/confirm', { totp })).data.enrolled).toBe(true);

  await page.getByRole('textbox', { name: '账号或姓名' }).fill(ACCOUNT);
  await page.getByRole('button', { name: /查\s*找/ }).click();
  await expect(page.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `重置 ${ACCOUNT} 的两步验证` }).click();
  const dialog = page.getByRole('dialog', { name: /重置 验证器丢失者.*的两步验证/ });
  await expect(dialog).toContainText('下次进入管理后台须重新设置验证器');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(await seriousViolations(page, { include: '.ant-modal' })).toEqual([]);
  await dialog.getByRole('button', { name: '确认重置' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `已重置 ${ACCOUNT} 的两步验证` })).toBeVisible();
  expect((await callFrom(their, '/pedestal/admin/me')).data.secondStep).toMatchObject({ enrolled: false });

  // A second reset finds nothing to end, and says so in the dialog.
  await page.getByRole('button', { name: `重置 ${ACCOUNT} 的两步验证` }).click();
  await page.getByRole('button', { name: '确认重置' }).click();
  await expect(page.getByRole('alert')).toContainText('该账号没有设置两步验证');
  await person.close();
});
