import { expect, test } from '@playwright/test';
import { cookieValue, expectGuest, openUserMenu, submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 14 item 3 (security.md A7, ADR 041): the desktop login page shows a QR code; a phone signed in to the portal
// opens it, sees which browser asked, and confirms; the desktop that asked signs in. Two browsers: two contexts.
const iphone = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};

test('A7: a phone confirms the desktop’s QR code, the desktop lands signed in, then signs out', async ({
  page,
  context,
  browser,
}) => {
  // Two browsers, two sign-ins and a sign-out.
  test.setTimeout(60_000);
  await page.goto('/login?redirect=%2Fpersonal-center%2Fcollect');
  await waitForHydration(page);
  const created = page.waitForResponse((response) => response.url().includes('/pedestal/auth/qrcode/create'));
  await page.getByRole('button', { name: '手机扫码' }).click();
  const { data } = (await (await created).json()) as { data: { confirmUrl: string } };
  await expect(page.getByRole('heading', { name: '扫码登录' })).toBeVisible();
  await expect(page.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  await expect(page.getByText('请使用手机浏览器扫描二维码，在手机端登录后确认')).toBeVisible();
  expect(await seriousViolations(page, { include: '.yz-login__card' })).toEqual([]);
  // The binding cookie: HttpOnly, never readable by the page.
  expect((await context.cookies()).find((cookie) => cookie.name === 'yz_qr')?.httpOnly).toBe(true);

  const phoneContext = await browser.newContext(iphone);
  try {
    const phone = await phoneContext.newPage();
    // The camera opens the address the QR holds; a guest signs in on the phone first and comes back.
    await phone.goto(data.confirmUrl);
    await expect(phone).toHaveURL(/\/mobile-login\?redirect=%2Fmobile%2Fqrcode-confirm%3Fid%3D/);
    await submitLogin(phone, '2023001');
    await expect(phone).toHaveURL(/\/mobile\/qrcode-confirm\?id=/);
    await expect(phone.getByRole('heading', { name: '电脑端登录确认' })).toBeVisible();
    await expect(phone.getByText('Chrome 156 · Linux')).toBeVisible();
    await expect(phone.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(phone.locator('.yz-mqr__lead')).toContainText('以 李明 的身份登录');
    // The desktop learns the code was opened.
    await expect(page.getByText('已扫码，请在手机上确认登录')).toBeVisible();
    await phone.screenshot({ path: 'test-results/qrcode-confirm.mobile.png' });
    expect(await seriousViolations(phone, { include: '.yz-mqr' })).toEqual([]);

    await waitForHydration(phone);
    await phone.getByRole('button', { name: '确认登录' }).click();
    await expect(phone.getByText('已确认登录')).toBeVisible();
  } finally {
    await phoneContext.close();
  }

  await expect(page).toHaveURL(/localhost:\d+\/personal-center\/collect$/);
  expect(await cookieValue(context, 'tourist')).toBe('0');
  const userButton = page.getByRole('button', { name: /当前用户：李明/ });
  await expect(userButton).toBeVisible();

  await openUserMenu(page, /当前用户：李明/);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersonal-center%2Fcollect$/);
  await expectGuest(context);
});

test('A7: a refusal on the phone signs nobody in, and the desktop offers a new code', async ({ page, browser }) => {
  await page.goto('/login');
  await waitForHydration(page);
  const created = page.waitForResponse((response) => response.url().includes('/pedestal/auth/qrcode/create'));
  await page.getByRole('button', { name: '手机扫码' }).click();
  const { data } = (await (await created).json()) as { data: { confirmUrl: string } };
  await page.screenshot({ path: 'test-results/qrcode-login.desktop.png' });

  const phoneContext = await browser.newContext(iphone);
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(
      `/mobile-login?redirect=${encodeURIComponent(new URL(data.confirmUrl).pathname + new URL(data.confirmUrl).search)}`,
    );
    await submitLogin(phone, 'T1001');
    await expect(phone.getByRole('heading', { name: '电脑端登录确认' })).toBeVisible();
    await waitForHydration(phone);
    await phone.getByRole('button', { name: '取消登录' }).click();
    await expect(phone.getByText('已取消本次登录')).toBeVisible();
  } finally {
    await phoneContext.close();
  }
  await expect(page.getByText('已在手机上取消登录')).toBeVisible();
  const next = page.waitForResponse((response) => response.url().includes('/pedestal/auth/qrcode/create'));
  await page.getByRole('button', { name: '刷新二维码' }).click();
  await next;
  await expect(page.getByText('请使用手机浏览器扫描二维码，在手机端登录后确认')).toBeVisible();
  await expect(page.getByRole('button', { name: /当前用户/ })).toHaveCount(0);
});
