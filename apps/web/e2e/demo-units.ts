import { expect, type Locator, type Page } from '@playwright/test';
import { IDP_ORIGIN, IDP_PORT } from './cas';
import { DEMO_PASSWORD } from './session';

// Shared steps of the WeChat, passport and demo business system tests (ADR 042): the dev IdP the Playwright config
// starts on its port (E2E_IDP_PORT, 3211), under the names the seed gives it.

/** A page of a demo unit on the test server, by its domain. */
export const unitUrl = (baseURL: string | undefined, host: string, path: string) =>
  `http://${host}:${new URL(baseURL ?? 'http://localhost:3210').port}${path}`;

/** 星海职业技术学院: WeChat official account and passport (mobile logout and failed WeChat go there). */
export const XINGHAI = '331906.localhost';
/** 东岳理工学院: passport cookie, and its business systems under its domain. */
export const DONGYUE = '39374.localhost';

/** At the dev IdP's WeChat: authorises as one of its people. */
export async function authoriseAtWechat(page: Page, nickname: string) {
  await expect(page).toHaveURL(new RegExp(`^${IDP_ORIGIN}/wechat/connect/oauth2/authorize\\?appid=`));
  await expect(page.getByRole('heading', { name: '微信授权登录' })).toBeVisible();
  await page.getByRole('button', { name: `以「${nickname}」授权` }).click();
}

/** At a unit's passport (passport.<fid>.localhost on the dev IdP): signs in with account and password. */
export async function signInAtPassport(page: Page, host: string, username: string) {
  await expect(page).toHaveURL(
    new RegExp(`^http://passport\\.${host.replace(/\./g, '\\.')}:${IDP_PORT}/passport/login\\?`),
  );
  await expect(page.getByRole('heading', { name: '通行证登录' })).toBeVisible();
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
}

/** The demo business system shows who arrived, how, and from which service. */
export async function expectBusinessSystem(page: Page, who: string, how: string, service: string) {
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await expect(page.getByTestId('business-user')).toHaveText(who);
  await expect(page.getByRole('cell', { name: how })).toBeVisible();
}

/** Clicks a way out to a business system: the page it opens in (a new tab where the link says so). */
export async function openSystem(page: Page, link: Locator): Promise<Page> {
  if ((await link.getAttribute('target')) !== '_blank') {
    await link.click();
    return page;
  }
  const popup = page.waitForEvent('popup');
  await link.click();
  return popup;
}
