// The care mode (长辈版, ADR 084) on both sites: switched on, measurably larger type and targets, kept over a reload,
// switched off; axe on the visitors' pages in the mode; a service found and its guide read aloud by keyboard only.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { cookieValue, submitLogin, waitForHydration } from './session';

const home = { desktop: '/home', mobile: '/mobile/home' } as const;
const site = (project: string) => (project === 'mobile' ? 'mobile' : 'desktop');

/** Sizes as the visitor sees them: CSS px times the desktop's zoom (spec §9; the phone has none). */
async function seenFontSize(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    const zoom = Number(getComputedStyle(document.documentElement).getPropertyValue('--yz-zoom')) || 1;
    return parseFloat(getComputedStyle(document.querySelector(target)!).fontSize) * zoom;
  }, selector);
}

const inCareMode = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('yz-care'));

/** The speech the page asks the browser for, recorded instead of spoken. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance.text), cancel: () => {} },
    });
  });
}

test('switching the care mode on makes type and targets larger, survives a reload, and switches off', async ({
  page,
  context,
}, info) => {
  const path = home[site(info.project.name)];
  await page.goto(path);
  await waitForHydration(page);
  expect(await inCareMode(page)).toBe(false);
  const normalText = await seenFontSize(page, 'body');

  await page.getByRole('button', { name: '长辈版', exact: true }).first().click();
  await expect.poll(() => inCareMode(page)).toBe(true);
  expect(await cookieValue(context, 'yz_care')).toBe('1');
  // Body text at least 18 px (MIIT 适老化规范), and larger than before.
  const careText = await seenFontSize(page, 'body');
  expect(careText).toBeGreaterThanOrEqual(18);
  expect(careText).toBeGreaterThan(normalText);
  expect(await seenFontSize(page, '.yz-care-home__title ~ ul a, .yz-care-home__all')).toBeGreaterThanOrEqual(18);
  // The home's main targets: the most used services as big buttons, at least 48 px high.
  const bigButton = page.locator('.yz-care-home__button').first();
  await expect(bigButton).toBeVisible();
  expect((await bigButton.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  const switchBox = (await page.getByRole('button', { name: '退出长辈版' }).first().boundingBox())!;
  expect(switchBox.height).toBeGreaterThanOrEqual(48);

  // Drawn by the server: the reloaded page arrives in the mode, before any code runs.
  const response = await page.reload();
  expect(await response!.text()).toMatch(/<html[^>]*class="[^"]*yz-care/);
  expect(await inCareMode(page)).toBe(true);
  await waitForHydration(page);

  await page.getByRole('button', { name: '退出长辈版' }).first().click();
  await expect.poll(() => inCareMode(page)).toBe(false);
  expect(await cookieValue(context, 'yz_care')).toBe('0');
  await expect(page.locator('.yz-care-home')).toHaveCount(0);
  await page.reload();
  expect(await inCareMode(page)).toBe(false);
});

test('on the phone, 我的 has the switch too', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone’s 我的');
  await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/personal-center')}`);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/mobile\/personal-center$/);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: '长辈版' });
  await section.getByRole('button', { name: '长辈版', exact: true }).click();
  await expect.poll(() => inCareMode(page)).toBe(true);
  expect(await seenFontSize(page, '.yz-mpc-care__text')).toBeGreaterThanOrEqual(18);
  await section.getByRole('button', { name: '退出长辈版' }).click();
  await expect.poll(() => inCareMode(page)).toBe(false);
});

test('keyboard only in the care mode: a service found on the home and its guide read aloud', async ({
  page,
  context,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'keyboard use is the desktop site’s');
  await context.addCookies([{ name: 'yz_care', value: '1', url: baseURL! }]);
  await recordSpeech(page);
  await page.goto('/home');
  await waitForHydration(page);
  const focusedClass = () => page.evaluate(() => document.activeElement?.className ?? '');
  // Tab to the first big button of 常用服务.
  for (let presses = 0; presses < 40 && !(await focusedClass()).includes('yz-care-home__button'); presses += 1) {
    await page.keyboard.press('Tab');
  }
  const service = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
  expect(service).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await waitForHydration(page);
  const readAloud = page.getByRole('button', { name: '朗读指南' });
  for (let presses = 0; presses < 40 && !(await readAloud.evaluate((button) => button === document.activeElement));) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(readAloud).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '停止朗读' })).toBeVisible();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]).toContain('办理');
});

// The pages a11y.spec.ts does not check in both looks: news, search, a signed-in visitor's own pages (我的办件 with its
// 评价 included), sign-in, and issue 38's bundles and bookings.
const carePages = {
  desktop: [
    '/news',
    '/search?keyword=证明',
    '/personal-center',
    '/personal-center/applications',
    '/info-center?kind=notice',
    '/login',
    '/service-hall/bundles',
    '/appointments',
  ],
  mobile: [
    '/mobile/news',
    '/mobile/search',
    '/mobile/personal-center',
    '/mobile/applications',
    '/mobile/notice',
    '/mobile-login',
    '/mobile/service-hall/bundles',
    '/mobile/appointments',
  ],
};
const signedIn = (path: string) => /personal-center|applications|info-center|notice/.test(path);

for (const [project, paths] of Object.entries(carePages)) {
  for (const path of paths) {
    test(`${path} in the care mode: no serious or critical WCAG 2.1 AA violation`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      test.skip(info.project.name !== project, `${project} page`);
      await context.addCookies([{ name: 'yz_care', value: '1', url: baseURL! }]);
      if (signedIn(path)) {
        await page.goto(`${project === 'mobile' ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(path)}`);
        await submitLogin(page, '2023001');
        await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}`));
      } else {
        await page.goto(path);
      }
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await inCareMode(page)).toBe(true);
      if (path.startsWith('/info-center')) {
        // An opened notice offers 「朗读」, and the dialog is checked with it.
        await page.getByRole('button', { name: '关于2026年冬季学期校园安全检查的通知' }).click();
        await expect(page.getByRole('dialog').getByRole('button', { name: '朗读' })).toBeVisible();
        // Checked once the dialog has faded in (half-faded text would be judged for its contrast).
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
