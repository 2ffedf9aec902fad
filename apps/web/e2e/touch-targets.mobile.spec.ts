import { expect, test, type Page } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 10 item 7: on the phone every tappable element is at least 44×44 CSS px (ux.md, WCAG 2.5.5), and the root
// font size follows the width (spec §9) while the text keeps its own size.
const MIN = 44;
const PAGES = [
  '/mobile/home',
  '/mobile/work',
  '/mobile/news',
  '/mobile/search',
  '/mobile/search/ai-search',
  '/mobile/notice',
];

/** Tappable elements that are shown and smaller than 44×44, described for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[tabindex="0"]',
      '.adm-tabs-tab',
      '.adm-tab-bar-item',
    ].join(',');
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // Not shown (a kept-alive page, a closed panel, a carousel's hidden copy) or not for taps.
      if (element.closest('[hidden], [inert], [aria-hidden="true"], .yz-visually-hidden')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      // Allowed: a link inside running text (a sentence of a paragraph) is as tall as its line (WCAG 2.5.5 inline).
      if (element.matches('p a, li > p a')) continue;
      if (box.width >= min && box.height >= min) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20);
      small.push(
        `${element.tagName.toLowerCase()}.${element.className} 「${name}」 ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
      );
    }
    return small;
  }, MIN);
}

async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // The banner's Swiper and other parts load after hydration.
  await page.waitForLoadState('networkidle');
}

test('every tappable element is at least 44×44 px on the phone pages, for a guest and for a user', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await openSettled(page, path);
    expect(await smallTargets(page), `${path} as a guest`).toEqual([]);
  }
  // Signed in, the home page adds 快捷导航 and the TabBar 我的; 我的 itself has its own tiles and buttons; the schedule
  // pages (ADR 038) are for users only.
  await page.goto('/mobile-login?redirect=%2Fmobile%2Fhome');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/mobile\/home$/);
  for (const path of [
    '/mobile/home',
    '/mobile/personal-center',
    '/mobile/my-schedule/schedule',
    '/mobile/schedule-detail',
    '/mobile/schedule-detail?view=calendar',
    '/mobile/my-schedule/schedule-dialog-add',
    '/mobile/notice',
    '/mobile/task-center',
  ]) {
    await openSettled(page, path);
    expect(await smallTargets(page), `${path} signed in`).toEqual([]);
  }
});

test('the root font size is the width / 375 × 100 px, and the text keeps its own size', async ({ page }) => {
  await page.goto('/mobile/home');
  const sizes = await page.evaluate(() => ({
    root: getComputedStyle(document.documentElement).fontSize,
    body: getComputedStyle(document.body).fontSize,
    width: window.innerWidth,
  }));
  expect(sizes.root).toBe(`${(sizes.width / 375) * 100}px`);
  // The body sets its own size (antd-mobile's 13 px or the portal's 14 px), never the root's 104 px.
  expect(parseFloat(sizes.body)).toBeLessThanOrEqual(16);
});
