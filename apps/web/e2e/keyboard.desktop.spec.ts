// Keyboard use of the desktop site (accessible by default: ux.md): the first stop, and the header's user menu.
import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { ONLINE } from './service-hall';

test('a skip link is the first stop of the keyboard on a desktop page', async ({ page }) => {
  for (const path of ['/home', '/service-hall', `/service-hall/details/${ONLINE.appId}`, '/login', '/no-such-page']) {
    await page.goto(path);
    const first = await page.evaluate(() => {
      const focusable = document.querySelector<HTMLElement>('body a[href], body button, body input');
      return { text: focusable?.textContent, href: focusable?.getAttribute('href') };
    });
    expect(first, path).toEqual({ text: '跳到主要内容', href: '#main' });
    expect(await page.locator('#main').count(), path).toBe(1);
  }
  await page.goto('/home');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the user menu works from the keyboard: Enter opens it with focus on its first entry, the arrows move', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fhome');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
  const user = page.getByRole('button', { name: /当前用户/ });
  // Its part of the header hydrates after the page: press until the menu opens.
  // The header's own navigation has a 个人中心 entry too: the user menu's are in its dropdown.
  const dropdown = page.locator('.ant-dropdown');
  const signOut = dropdown.getByRole('menuitem', { name: '退出登录' });
  await expect(async () => {
    if (!(await signOut.isVisible())) {
      await user.focus();
      await page.keyboard.press('Enter');
    }
    await expect(signOut).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The entry focused, or the link it holds.
  const focusedEntry = () =>
    page.evaluate(() => document.activeElement?.closest('[role="menuitem"]')?.textContent?.trim() ?? null);
  await expect.poll(focusedEntry).toBe('个人中心');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedEntry).toBe('退出登录');
});

test('the header’s keyboard stops are its links, not the menu round them, and its search box shows focus', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForHydration(page);
  const stops: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`));
  }
  expect(stops.filter((stop) => !stop.startsWith('A ')).slice(0, 1), stops.join(' | ')).toEqual([]);
  const search = page.locator('#yz-header-search');
  await search.focus();
  const ring = await search.evaluate((input) => getComputedStyle(input.closest('.yz-search-box__field')!).outlineStyle);
  expect(ring).toBe('solid');
});
