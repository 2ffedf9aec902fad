import { expect, type BrowserContext, type Page } from '@playwright/test';

// Shared steps of the session tests: the demo accounts (README) and signing in through the real login page.

export const DEMO_PASSWORD = 'Yizhan@2026';

/** The value of one cookie of the browser context, or undefined. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Fills and submits the login form the page shows (desktop or mobile). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Expects the context to hold a guest session: an HttpOnly token and tourist=1. */
export async function expectGuest(context: BrowserContext) {
  await expect.poll(() => cookieValue(context, 'tourist')).toBe('1');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);
}
