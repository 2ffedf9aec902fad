import { expect, test } from '@playwright/test';
import { DONGYUE, expectBusinessSystem, signInAtPassport, unitUrl } from './demo-units';
import { cookieValue, expectGuest, openUserMenu, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 14 items 5 and 8: 东岳理工学院 signs in by its passport cookie, and its business systems receive people by
// the same cookie — the demo business system under its domain (ADR 042).
test('passport: signs in through the passport, 立即办理 reaches the business system as the same person, signs out of both', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, DONGYUE, '/login?redirect=%2Fservice-hall'));
  await page.getByRole('link', { name: '通行证登录' }).click();
  await signInAtPassport(page, DONGYUE, '2023001');

  // Back through /passport-cookie-login, which had the cookie checked by the passport, server to server.
  await expect(page).toHaveURL(/39374\.localhost:\d+\/service-hall$/);
  expect(await cookieValue(context, 'tourist')).toBe('0');
  const userButton = page.getByRole('button', { name: /当前用户：李明/ });
  await expect(userButton).toBeVisible();

  await page.goto(unitUrl(baseURL, DONGYUE, `/service-hall?keyword=${encodeURIComponent('在读证明开具')}`));
  await page.getByRole('link', { name: '在读证明开具' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '在读证明开具' })).toBeVisible();
  await waitForHydration(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: '立即办理' }).click();
  const system = await popup;
  // Through the passport-cookie address (spec §2: this unit's URLs are converted), to ehall.39374.localhost.
  await expect(system).toHaveURL(/^http:\/\/ehall\.39374\.localhost:\d+\/business\/dongyue\/pc\//, {
    timeout: 20_000,
  });
  await expectBusinessSystem(system, '李明（2023001）', '通行证 Cookie', '在读证明开具');
  await system.screenshot({ path: test.info().outputPath('business-dongyue-desktop.png') });
  await expect(system.getByRole('link', { name: '返回东岳理工学院门户' })).toHaveAttribute(
    'href',
    unitUrl(baseURL, DONGYUE, '/'),
  );
  await system.close();

  await openUserMenu(page, /当前用户：李明/);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // Through the passport's logout, which ends its sign-in and clears its cookie, back to the login page.
  await expect(page).toHaveURL(/39374\.localhost:\d+\/login\?redirect=/);
  await expectGuest(context);
  expect(await cookieValue(context, 'YZ_PASSPORT')).toBeUndefined();
});

test('passport: a forged passport cookie is refused with the way back to the built-in form', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'YZ_PASSPORT', value: 'forged', domain: DONGYUE, path: '/' }]);
  await page.goto(unitUrl(baseURL, DONGYUE, '/passport-cookie-login?redirect=%2Fnews'));
  await expect(page.getByRole('heading', { name: '通行证登录失败' })).toBeVisible();
  await expect(page.getByText('通行证登录状态无效或已过期，请重新登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '使用本站账号登录' })).toHaveAttribute('href', '/login?redirect=%2Fnews');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await cookieValue(context, 'tourist')).not.toBe('0');
});
