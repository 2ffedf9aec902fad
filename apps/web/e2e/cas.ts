import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

// Shared steps of the CAS sign-in tests: the dev IdP the Playwright config starts beside the portal (ADR 034).

/** The dev IdP's port in the tests (playwright.config.ts); the government unit's CAS server points there. */
export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3211);
export const IDP_ORIGIN = `http://localhost:${IDP_PORT}`;

/** The demo government unit (loginType 1, CAS) on the test server. */
export const govUrl = (baseURL: string | undefined, path: string) =>
  `http://gov.localhost:${new URL(baseURL ?? 'http://localhost:3210').port}${path}`;

/** On the dev IdP's login form: signs in as a demo person. */
export async function signInAtIdp(page: Page, username: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/cas/login\\?service=`));
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toBeVisible();
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** The dev IdP's sign-in is over: its login page shows the form again instead of sending a ticket. */
export async function expectSignedOutAtIdp(page: Page) {
  await page.goto(`${IDP_ORIGIN}/cas/login`);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
}
