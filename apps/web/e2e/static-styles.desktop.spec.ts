import { expect, test, type Page } from '@playwright/test';
import { government, rgb, unitUrl, university } from './units';

// ADR 021: antd's styles are a build-time stylesheet and each unit's colour a few CSS variables, so a page is styled,
// in the unit's colour, before (and without) any script; after hydration antd writes variables, never styles.

/** The `<style>` elements of the page: what antd (or anything else) wrote into it. */
const styleTags = (page: Page) =>
  page
    .locator('style')
    .evaluateAll((styles) =>
      styles.map((style) => ({ text: style.textContent ?? '', key: style.getAttribute('rc-util-key') ?? '' })),
    );

/** Only custom-property declarations (`sel{--a:1;--b:2}`), as antd's token and component-token blocks are. */
const onlyVariables = (css: string) => /^(?:[^{}]+\{(?:\s*--[\w-]+:[^;{}]*;?)*\s*\})+$/.test(css.trim());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const unit of [university, government]) {
    test(`${unit.host}: /home and /login are styled by antd's stylesheet in the unit's colour`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(unitUrl(baseURL, unit.host, '/home'));
      // The open menu (header for template 1, left navigation for template 2): laid out by antd's sheet, its
      // selected entry in the unit's colour.
      const menu = page.getByRole('navigation', { name: '主导航' }).locator('.ant-menu');
      await expect(menu).toHaveCSS('display', unit === university ? 'flex' : 'block');
      await expect(menu.locator('.ant-menu-item-selected')).toHaveCSS('color', rgb(unit.color));
      await expect(page.locator('header.yz-header')).toHaveCSS('background-color', rgb(unit.headerBackground));
      // Styles come from files: only the unit's colour variables are inline.
      const styles = await styleTags(page);
      expect(styles).toHaveLength(1);
      expect(onlyVariables(styles[0]!.text)).toBe(true);
      expect(styles[0]!.text.length).toBeLessThan(5_000);
      await expect(page.locator('link[rel="stylesheet"][href*="antd-theme"]')).toHaveCount(1);

      await page.goto(unitUrl(baseURL, unit.host, '/login'));
      const submit = page.locator('button.ant-btn-primary');
      await expect(submit).toHaveCSS('background-color', rgb(unit.color));
      await expect(submit).toHaveCSS('border-radius', '8px');
      await expect(page.locator('.ant-input-affix-wrapper').first()).toHaveCSS('border-radius', '8px');
    });
  }
});

for (const path of ['/home', '/service-hall', '/service-hall/details/1']) {
  test(`${path}: after hydration antd writes only its variables, no component styles`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const styles = await styleTags(page);
    // @ant-design/icons adds its base `.anticon` rule (under 1 KB) whatever the sheet holds.
    const written = styles.filter((style) => style.key !== '@ant-design-icons');
    expect(written.filter((style) => !onlyVariables(style.text)).map((style) => style.text.slice(0, 80))).toEqual([]);
    expect(Math.max(...written.map((style) => style.text.length))).toBeLessThan(15_000);
  });
}
