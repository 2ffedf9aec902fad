// Issue 35 item 2: the desktop site fits a laptop. At 1024, 1280 and 1440 px no desktop page of any demo unit scrolls
// sideways — as a guest, as 2023001 and as the government unit's citizen — and the header's own entries stay on
// screen. One browser context per width; the pages are visited in a loop, and every overflow is listed at the end.
import { expect, test, type Page } from '@playwright/test';
import { signInAtIdp } from './cas';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

const WIDTHS = [1024, 1280, 1440];
const HOSTS = ['localhost', 'gov.localhost', 'district.localhost', '331906.localhost', '39374.localhost'];

/** Every desktop route of routes.ts with no parameter (the frame's 404 and error screen included). */
const FIXED_PATHS = [
  '/',
  '/home',
  '/home/special-services',
  '/service-hall',
  '/service-hall/special-services',
  '/service-hall/bundles',
  '/business-system',
  '/news',
  '/info-center',
  '/search?keyword=%E8%AF%81%E6%98%8E',
  '/three-list',
  '/schedule-center',
  '/task-center',
  '/personal-center',
  '/personal-center/collect',
  '/personal-center/recently-used',
  '/personal-center/password',
  '/error?code=1004',
  '/no-such-page',
];

/** The routes with a parameter: the first link of each kind the pages above offer is visited too. */
const LINKED_PATHS = [
  /^\/service-hall\/details\/\d+$/,
  /^\/home\/special-services\/details\/\d+$/,
  /^\/service-hall\/special-services\/details\/\d+$/,
  /^\/service-hall\/bundles\/\d+$/,
  /^\/news\/more\/\d+$/,
  /^\/news\/detail\/\d+$/,
  /^\/iframe\?/,
  /^\/outside-chain\?/,
];

interface Overflow {
  page: string;
  scrollWidth: number;
  clientWidth: number;
  /**
   * The header entries past the window's edge (a failure even when a clipping box hides them), then the innermost
   * elements reaching past it, for the failure message (a carousel's clipped slides are there on every page).
   */
  culprits: string[];
}

/**
 * Waits until the page is hydrated. A page that is not (a busy machine's 503, a chunk that failed) is loaded once
 * more, so that the test fails on a page that never hydrates, naming it, rather than timing out.
 */
async function hydrated(page: Page) {
  const wait = () =>
    page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
  try {
    await wait();
  } catch {
    await page.reload();
    await wait().catch(() => {
      throw new Error(`${page.url()} did not hydrate`);
    });
  }
}

/** Waits for the page to settle (hydrated, two frames for the header's fold), then measures it. */
async function measure(page: Page): Promise<Omit<Overflow, 'page'> & { links: string[] }> {
  await hydrated(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const root = document.documentElement;
    const right = root.clientWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > right + 1)
      .filter((element) => !element.closest('[aria-hidden="true"], .ant-menu-overflow-item-rest'));
    // The innermost ones name the cause; their ancestors only carry it.
    const culprits = past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    // The header's search, bell and user entry (where shown) lie inside the window.
    for (const entry of document.querySelectorAll('.yz-header__actions > *')) {
      if (entry.getBoundingClientRect().right > right + 1) culprits.unshift(`header: ${entry.className}`);
    }
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute('href')!);
    return { scrollWidth: root.scrollWidth, clientWidth: right, culprits, links };
  });
}

/** Visits the fixed pages and one of each linked kind on a host; each final address is measured once. */
async function visitAll(page: Page, host: string, who: string, baseURL: string | undefined, overflows: Overflow[]) {
  const seen = new Set<string>();
  const queue = [...FIXED_PATHS];
  const linked = new Set<RegExp>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    await page.goto(unitUrl(baseURL, host, path));
    const landed = new URL(page.url());
    const key = `${landed.host}${landed.pathname}${landed.search}`;
    // A sign-in elsewhere (a unit's passport or CAS server) is not the portal's page.
    if (seen.has(key) || landed.hostname !== host) continue;
    seen.add(key);
    const { links, ...size } = await measure(page);
    if (size.scrollWidth > size.clientWidth || size.culprits.some((culprit) => culprit.startsWith('header:'))) {
      overflows.push({ page: `${who} ${host}${path}`, ...size });
    }
    for (const pattern of LINKED_PATHS) {
      const link = !linked.has(pattern) && links.find((href) => pattern.test(href));
      if (link) {
        linked.add(pattern);
        queue.push(link);
      }
    }
  }
}

for (const width of WIDTHS) {
  test(`no desktop page scrolls sideways at ${width} px`, async ({ browser, baseURL, userAgent, locale }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: { width, height: 800 }, userAgent, locale });
    const page = await context.newPage();
    const overflows: Overflow[] = [];

    for (const host of HOSTS) {
      await test.step(`guest on ${host}`, () => visitAll(page, host, 'guest', baseURL, overflows));
    }
    await test.step('2023001 on localhost', async () => {
      await page.goto(unitUrl(baseURL, 'localhost', '/login?redirect=%2Fhome'));
      await submitLogin(page, '2023001');
      await expect(page).toHaveURL(/\/home$/);
      await visitAll(page, 'localhost', '2023001', baseURL, overflows);
    });
    await test.step('citizen on gov.localhost', async () => {
      await page.goto(unitUrl(baseURL, 'gov.localhost', '/auth-login?redirect=%2Fhome'));
      await signInAtIdp(page, 'citizen');
      await expect(page).toHaveURL(/gov\.localhost:\d+\/home$/);
      await visitAll(page, 'gov.localhost', 'citizen', baseURL, overflows);
    });

    await context.close();
    expect(overflows).toEqual([]);
  });
}

test('beside a left navigation the service hall stacks its side lists under the categories, keeping the cards wide', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const boxes = async (host: string) => {
    await page.goto(unitUrl(baseURL, host, '/service-hall'));
    await waitForHydration(page);
    return page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return {
        card: box('.yz-app-card').width / window.innerWidth,
        types: box('.yz-types--side'),
        main: box('.yz-sh__main'),
        aside: box('.yz-sh__aside'),
      };
    });
  };
  // pctpl2 (the government unit's template 2, 东岳's template 3): two columns, the lists under the categories.
  for (const host of ['gov.localhost', '39374.localhost']) {
    const { card, types, aside } = await boxes(host);
    expect(aside.top, host).toBeGreaterThan(types.bottom);
    expect(aside.left, host).toBeCloseTo(types.left, 0);
    // A card keeps about a sixth of the window: its title in one or two lines, not three characters and an ellipsis.
    expect(card, host).toBeGreaterThan(0.17);
  }
  // The default frame has the room: three rails side by side.
  const { card, main, aside } = await boxes('localhost');
  expect(aside.left).toBeGreaterThan(main.right);
  expect(card).toBeGreaterThan(0.17);
});

test('before its code runs the header shows whole menu entries, none under the search box or the user menu', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(unitUrl(baseURL, 'localhost', '/login?redirect=%2Fhome'));
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/home$/);
  // The server's HTML as first painted, in a fresh tab: no script of the page's own runs (the head's zoom script does).
  const ssr = await page.context().newPage();
  await ssr.setViewportSize({ width: 1024, height: 800 });
  await ssr.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await ssr.goto(unitUrl(baseURL, 'localhost', '/service-hall'));
  // Entries as wide as long names make them (and whatever fonts the machine has): eleven of them cannot fit.
  await ssr.addStyleTag({ content: '.yz-header__menu > .ant-menu-item { width: 120px; }' });
  const { nav, actions, entries } = await ssr.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    return {
      nav: box(document.querySelector('.yz-header__nav')!),
      actions: box(document.querySelector('.yz-header__actions')!),
      entries: [...document.querySelectorAll('.yz-header__menu > .ant-menu-item')].map(box),
    };
  });
  expect(nav.right).toBeLessThanOrEqual(actions.left);
  // The ones in view are whole, the rest wait out of sight (on the clipped second line) until the menu folds them
  // into 更多.
  const inView = entries.filter((entry) => entry.top < nav.bottom);
  expect(inView.length).toBeGreaterThan(3);
  expect(inView.length).toBeLessThan(entries.length);
  for (const entry of inView) expect(entry.right).toBeLessThanOrEqual(nav.right + 0.5);
});
