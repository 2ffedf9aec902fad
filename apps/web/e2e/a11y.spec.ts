// Accessibility (ux.md): axe-core with the WCAG 2.1 AA rules on the main pages of both sites, after hydration.
import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { ONLINE } from './service-hall';
import { seriousViolations } from './axe';

const pages = {
  desktop: ['/home', '/service-hall', `/service-hall/details/${ONLINE.appId}`],
  mobile: ['/mobile/home', '/mobile/work', `/mobile/service-guide/${ONLINE.appId}`],
};

// Both looks: the normal one, and the care mode (长辈版, ADR 084) with its cookie; care-mode.spec.ts has more pages.
const modes = [
  { name: '', cookie: null },
  { name: ' in the care mode', cookie: '1' },
] as const;

for (const [project, paths] of Object.entries(pages)) {
  for (const path of paths) {
    for (const mode of modes) {
      test(`${path}${mode.name}: no serious or critical WCAG 2.1 AA violation`, async ({
        page,
        context,
        baseURL,
      }, info) => {
        test.skip(info.project.name !== project, `${project} page`);
        if (mode.cookie) await context.addCookies([{ name: 'yz_care', value: mode.cookie, url: baseURL! }]);
        await page.goto(path);
        await waitForHydration(page);
        // Streamed modules and lazily loaded carousels in place.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}

// Signed in, the bell and the user menu leave the header's menu less room: its last entries fold into 更多, and antd
// keeps them in the row as aria-hidden copies whose links must not be focusable (aria-hidden-focus).
test('/home signed in: the whole page, header menu folded into 更多 included', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'desktop page');
  await page.goto('/login?redirect=%2Fhome');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Whether entries fold at 1440 px depends on the installed fonts' glyph widths (without a Chinese font they are
  // narrow boxes and everything fits): a narrower menu folds some whatever the fonts.
  await page.addStyleTag({ content: '.yz-header .yz-header__menu.ant-menu { max-width: 480px; }' });
  await expect(page.locator('.yz-header__menu .ant-menu-overflow-item[aria-hidden="true"] a').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});
