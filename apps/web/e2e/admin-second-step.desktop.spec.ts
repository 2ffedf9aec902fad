import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// 两步验证 (ADR 080): 示范市政务服务中心's administrator sets up an authenticator, and the next sign-in is asked for
// its code before the console opens, then lands where it was going. No other browser test signs in as admin200001.
const GOV = 'gov.localhost';

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function signInTo(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin200001');
}

test('an administrator sets up an authenticator; the next sign-in gives its code before the console opens', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInTo(page, unitUrl(baseURL, GOV, '/admin/second-step'));
  await expect(page.getByRole('heading', { level: 1, name: '两步验证' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '设置验证器' }).click();
  await expect(page.getByRole('img', { name: '验证器二维码' })).toBeVisible();
  const secret = (await page.locator('.yz-second-step__secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: '验证码' }).fill('000000');
  await page.getByRole('button', { name: '完成设置' }).click();
  await expect(page.getByRole('status')).toContainText('验证码不正确');
  await page.getByRole('textbox', { name: '验证码' }).fill(codeOf(secret));
  await page.getByRole('button', { name: '完成设置' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Another sign-in asks for the code first, then goes on to the page it asked for.
  const context = await browser.newContext();
  const next = await context.newPage();
  await signInTo(next, unitUrl(baseURL, GOV, '/admin/site'));
  await expect(next).toHaveURL(/\/admin\/second-step\?redirect=%2Fadmin%2Fsite$/);
  await expect(next.getByText('请输入验证器上的验证码后继续使用管理后台')).toBeVisible();
  await waitForHydration(next);
  expect(await seriousViolations(next)).toEqual([]);
  await next.getByRole('textbox', { name: '验证码' }).fill(codeOf(secret, 1));
  await next.getByRole('button', { name: /验\s*证/ }).click();
  await expect(next).toHaveURL(/\/admin\/site$/);
  await expect(next.getByRole('heading', { level: 1, name: '站点设置' })).toBeVisible();
  await context.close();
});
