import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { HomeStatistic } from '@yizhan/contracts';
import { waitForHydration } from './session';
import { hostHeaders, unitUrl } from './units';

// Visit statistics of spec §4: every page load of the portal reports its channel once — '1' on the desktop site,
// '2' on the mobile site in a phone's browser, '3' on the mobile site inside a messenger app — and the counts in
// getHomeStatistic rise. One test drives all three clients (own contexts), so it runs in the desktop project only.
const host = '39374.localhost';

const wechat =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.59(0x18003b26) NetType/WIFI Language/zh_CN';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1';
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const clients: {
  name: string;
  options: BrowserContextOptions;
  path: string;
  /** A client-side navigation on the page: not a new page load. */
  navigate: (page: Page) => Promise<void>;
  channel: '1' | '2' | '3';
  figure: 'desktopVisitCount' | 'mobileBrowserVisitCount' | 'inAppVisitCount';
}[] = [
  {
    name: 'WeChat on a phone',
    options: { ...phone, userAgent: wechat },
    path: '/mobile/home',
    navigate: async (page) => {
      await page.getByRole('navigation', { name: '底部导航' }).getByText('办事').click();
      await expect(page).toHaveURL(/\/mobile\/work$/);
    },
    channel: '3',
    figure: 'inAppVisitCount',
  },
  {
    name: 'a phone browser',
    options: { ...phone, userAgent: iphoneSafari },
    path: '/mobile/home',
    navigate: async (page) => {
      await page.getByRole('navigation', { name: '底部导航' }).getByText('办事').click();
      await expect(page).toHaveURL(/\/mobile\/work$/);
    },
    channel: '2',
    figure: 'mobileBrowserVisitCount',
  },
  {
    name: 'a desktop browser',
    options: { viewport: { width: 1440, height: 900 }, userAgent: desktopChrome },
    path: '/home',
    navigate: async (page) => {
      await page.getByRole('link', { name: '服务大厅', exact: true }).first().click();
      await expect(page).toHaveURL(/\/service-hall$/);
    },
    channel: '1',
    figure: 'desktopVisitCount',
  },
];

/** A fresh visitor with this client, whose visit reports (terminalType values) are collected. */
async function visitor(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const reports: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/homepage/homeStatistic/addFontVisit') reports.push(url.searchParams.get('terminalType')!);
  });
  return { context, page, reports };
}

const reported = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/homepage/homeStatistic/addFontVisit');

test('each page load reports its channel once, and getHomeStatistic counts it', async ({
  browser,
  request,
  baseURL,
}) => {
  const figures = async (): Promise<HomeStatistic> =>
    (
      await (
        await request.get('/homepage/homeStatistic/getHomeStatistic', { headers: hostHeaders(baseURL, host) })
      ).json()
    ).data;
  const before = await figures();

  for (const client of clients) {
    await test.step(client.name, async () => {
      const { context, page, reports } = await visitor(browser, client.options);
      const first = reported(page);
      await page.goto(unitUrl(baseURL, host, client.path));
      expect((await (await first).json()).data, client.name).toEqual({ recorded: true });
      await waitForHydration(page);

      // Moving around inside the portal is the same page load: no second report.
      await client.navigate(page);
      await page.waitForLoadState('networkidle');
      expect(reports).toEqual([client.channel]);

      // Loading the page again is a new visit.
      const second = reported(page);
      await page.reload();
      await second;
      expect(reports).toEqual([client.channel, client.channel]);
      await context.close();
    });
  }

  // Other browser tests may load this unit's pages at the same time: its counters rise by at least ours.
  const after = await figures();
  for (const client of clients) {
    expect(after[client.figure], client.figure).toBeGreaterThanOrEqual(before[client.figure] + 2);
  }
  expect(after.visitCount).toBeGreaterThanOrEqual(before.visitCount + 6);
  expect(after.todayVisitCount).toBeGreaterThanOrEqual(before.todayVisitCount + 6);
});
