import { expect, test, type Page } from '@playwright/test';
import { openUserMenu, submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 10 item 6, ADR 027: the intelligent assistant (robot). 示范大学 runs the built-in assistant on both sites.
// A desktop browser narrowed to a phone's width switches layouts (a phone's user agent would be sent to the mobile
// site by the server), as in the bridge-script test.

const launcherOf = (page: Page) => page.getByRole('button', { name: '智能助手' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: '智能助手' });

/** Asks the open assistant a question and waits for its answer. */
async function ask(page: Page, question: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/homepage/intelligence/ask'));
  const input = dialogOf(page).getByRole('textbox', { name: '输入问题' });
  await input.fill(question);
  await input.press('Enter');
  expect((await answered).status()).toBe(200);
}

test('the assistant answers with a working link, is re-created at a width switch and gone after logout', async ({
  page,
}) => {
  // Two layout switches (each after the 2 s resize debounce), a sign-in and a sign-out.
  test.setTimeout(90_000);
  await page.goto('/login?redirect=%2Fhome');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);

  // Loaded after hydration, not with the page: a labelled button at least 44 px high as the visitor sees it.
  const launcher = launcherOf(page);
  await expect(launcher).toBeVisible();
  expect((await launcher.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Keyboard: the button opens the dialog with the question field focused.
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(dialogOf(page)).toBeVisible();
  await expect(dialogOf(page).getByRole('textbox', { name: '输入问题' })).toBeFocused();
  await ask(page, '怎么开具在读证明？');
  // The AI search's answer (ADR 037): the guide's own words under its title, and its number.
  await expect(dialogOf(page)).toContainText('「在读证明开具」');
  await expect(dialogOf(page)).toContainText('[1]');
  expect(await seriousViolations(page, { include: '.yz-assistant' })).toEqual([]);

  // The answer links to the service's guide on this site, and the link works.
  const link = dialogOf(page)
    .getByRole('link', { name: /^在读证明开具/ })
    .first();
  await expect(link).toHaveAttribute('href', /^\/service-hall\/details\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(/\/service-hall\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '在读证明开具' })).toBeVisible();
  await expect(dialogOf(page)).toHaveCount(0);

  // Same layout, same robot: the conversation is still there; Esc closes and gives focus back to the button.
  await launcher.click();
  await expect(dialogOf(page)).toContainText('怎么开具在读证明？');
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(launcher).toBeFocused();

  // Narrower than 900 px: after the resize debounce the mobile layout takes over with a robot of its own.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page).toHaveURL(/\/mobile\/home$/, { timeout: 10_000 });
  await expect(launcher).toBeVisible();
  // Above the TabBar, never over it.
  const tabBar = (await page.getByRole('navigation', { name: '底部导航' }).boundingBox())!;
  const button = (await launcher.boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(tabBar.y);
  expect(button.height).toBeGreaterThanOrEqual(44);
  await launcher.click();
  await expect(dialogOf(page)).toBeVisible();
  await expect(dialogOf(page)).not.toContainText('怎么开具在读证明？');
  await ask(page, '在读证明');
  const mobileLink = dialogOf(page)
    .getByRole('link', { name: /^在读证明开具/ })
    .first();
  await expect(mobileLink).toHaveAttribute('href', /^\/mobile\/service-guide\/\d+$/);
  expect(await seriousViolations(page, { include: '.yz-assistant' })).toEqual([]);
  await mobileLink.click();
  await expect(page).toHaveURL(/\/mobile\/service-guide\/\d+$/);
  await expect(page.getByRole('heading', { name: '在读证明开具' }).first()).toBeVisible();

  // Back to a desktop width, then sign out: the login page has no robot, and nothing of the conversation is left.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
  await expect(launcher).toBeVisible();
  await openUserMenu(page, /当前用户：李明/);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await expect(launcher).toHaveCount(0);
  await page.goto('/home');
  await waitForHydration(page);
  await launcher.click();
  await expect(dialogOf(page)).toBeVisible();
  await expect(dialogOf(page)).not.toContainText('在读证明');
});

test('a unit without a robot starts none and says why in the console', async ({ page, baseURL }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const port = new URL(baseURL ?? 'http://localhost:3210').port;
  await page.goto(`http://gov.localhost:${port}/home`);
  await waitForHydration(page);
  await expect.poll(() => messages).toContain('[智能助手] 电脑端未启动：本单位未配置智能助手');
  await expect(launcherOf(page)).toHaveCount(0);
});

test('inside a frame the desktop site starts no robot (spec §4)', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // A page of the portal's own origin that frames the home page (its CSP allows frame-ancestors 'self').
  await page.route('**/assistant-frame-host', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>框架</title><iframe src="/home" title="门户" width="1400" height="800"></iframe>',
    }),
  );
  await page.goto('/assistant-frame-host');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('banner')).toBeVisible();
  await expect
    .poll(() => messages, { timeout: 10_000 })
    .toContain('[智能助手] 电脑端未启动：页面在框架（iframe）中打开，电脑端只在顶层页面启动智能助手');
  await expect(frame.getByRole('button', { name: '智能助手' })).toHaveCount(0);
});
