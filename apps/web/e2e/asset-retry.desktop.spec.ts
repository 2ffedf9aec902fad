import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './session';

// Issue 35: a stylesheet or code chunk the server fails to deliver once (a 503 from a busy server, a dropped
// connection) is asked for again before the page shows it unstyled or shows its error view.

/** Answers the first request whose path matches `pattern` with 503, the later ones as the server does. */
async function failFirst(page: Page, pattern: RegExp) {
  const asked: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      asked.push(route.request().url());
      if (asked.length === 1) await route.fulfill({ status: 503, body: '服务器繁忙' });
      else await route.continue();
    },
  );
  return asked;
}

test('a stylesheet that fails once is loaded again: the page is styled', async ({ page }) => {
  const asked = await failFirst(page, /^\/assets\/antd-theme-[\w-]+\.css$/);
  await page.goto('/home');
  // antd's stylesheet is in force: a sheet of its URL whose rules the page has.
  const applied = () =>
    page.evaluate(() =>
      [...document.styleSheets].some(
        (sheet) => sheet.href?.includes('/assets/antd-theme-') && sheet.cssRules.length > 0,
      ),
    );
  await expect.poll(applied).toBe(true);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toContain('retry=1');
});

test('a code chunk that fails at its address is loaded again: the part works, with no error view', async ({ page }) => {
  // Every request of the chunk's own address fails: a browser that fetches a failed preload again by itself (newer
  // Chromium does) cannot hide whether the page asks for it once more under another address.
  const asked: string[] = [];
  await page.route(
    (url) => /^\/assets\/suggest-enhancer-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      asked.push(route.request().url());
      if (new URL(route.request().url()).searchParams.get('retry') === '1') await route.continue();
      else await route.fulfill({ status: 503, body: '服务器繁忙' });
    },
  );
  await page.goto('/home');
  await waitForHydration(page);
  const box = page.getByRole('search', { name: '站内搜索' }).getByRole('combobox', { name: '搜索关键词' });
  await box.fill('奖学金');
  const suggestions = page.getByRole('listbox', { name: '搜索建议' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  expect(asked.filter((url) => url.includes('retry=1'))).toHaveLength(1);
});
