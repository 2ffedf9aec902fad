import { expect, type BrowserContext, type Page } from '@playwright/test';
import { formatSecond } from '@yizhan/contracts';

// Shared steps of the session tests: the demo accounts (README) and signing in through the real login page.

export const DEMO_PASSWORD = 'Yizhan@2026';

/** The value of one cookie of the browser context, or undefined. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/**
 * Fills and submits the login form the page shows (desktop or mobile), once the page is hydrated: a page's code
 * starts after its first paint (ADR 023), often after `page.goto` has returned, and a form sent before that is an
 * ordinary form post whose page reload races the test's next step.
 */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await waitForHydration(page);
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const submit = page.getByRole('button', { name: /登\s*录/ });
  // After an answer the page reloads its data, and the desktop button spins (keeping its name) until then: a click
  // on it meanwhile is no attempt. (The phone's button is named 正在登录… while it spins, so the locator waits.)
  await expect(submit).not.toHaveClass(/ant-btn-loading/);
  await submit.click();
}

/** Expects the context to hold a guest session: an HttpOnly token and tourist=1. */
export async function expectGuest(context: BrowserContext) {
  await expect.poll(() => cookieValue(context, 'tourist')).toBe('1');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);
}

/**
 * Pretends the visitor has been idle for `minutes`: writes operateTime (YYYY-MM-DD HH:mm:ss, Asia/Shanghai) into
 * session storage, then gives the window focus, which makes the page check its idle time.
 */
export async function idleFor(page: Page, minutes: number) {
  await waitForHydration(page);
  // The page keeps its last activity as Shanghai time (spec §3); the clock of this test is the browser's own.
  const operateTime = formatSecond(new Date(Date.now() - minutes * 60_000));
  await page.evaluate((time) => {
    sessionStorage.setItem('operateTime', time);
    window.dispatchEvent(new Event('focus'));
  }, operateTime);
}

/** The unit with short idle limits (refresh prompt after 20 minutes, signed out after 30). */
export const strictUnitUrl = (baseURL: string | undefined, path: string) =>
  `http://331906.localhost:${new URL(baseURL ?? 'http://localhost:3210').port}${path}`;

/** Waits until React has hydrated the page (root sets data-hydrated), so client-side behaviour is live. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Opens the desktop header's user menu (it opens on click). Its part of the page is a chunk of its own that hydrates
 * after the page does, and a click before that is lost: click until the menu is open.
 */
export async function openUserMenu(page: Page, name: RegExp = /当前用户/) {
  await waitForHydration(page);
  const signOut = page.getByRole('menuitem', { name: '退出登录' });
  await expect(async () => {
    if (!(await signOut.isVisible())) await page.getByRole('button', { name }).click();
    await expect(signOut).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
