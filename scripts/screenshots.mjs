// Refreshes docs/screenshots/ from a running portal: `node scripts/screenshots.mjs [baseUrl]`
// (default http://localhost:3000); SHOTS=admin takes only the shots whose name holds it. Uses the system Chromium,
// like the browser tests. The console's pages have a script of their own: scripts/screenshots/admin.mjs.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const at = (host, path) => `${base.protocol}//${host}:${base.port}${path}`;

const shots = [
  { name: 'desktop-home-university', url: at('localhost', '/'), mobile: false },
  { name: 'desktop-home-government', url: at('gov.localhost', '/'), mobile: false },
  { name: 'desktop-error-1004', url: at('localhost', '/error?code=1004'), mobile: false },
  { name: 'mobile-home-university', url: at('localhost', '/mobile/home'), mobile: true },
  { name: 'mobile-home-government', url: at('gov.localhost', '/mobile/home'), mobile: true },
  { name: 'desktop-login-university', url: at('localhost', '/login'), mobile: false },
  { name: 'desktop-home-signed-in', url: at('localhost', '/'), mobile: false, signIn: '2023001' },
  { name: 'mobile-login-government', url: at('gov.localhost', '/mobile-login'), mobile: true },
  { name: 'desktop-service-hall', url: at('localhost', '/service-hall'), mobile: false },
  { name: 'desktop-service-guide', url: at('localhost', '/service-hall/details/1'), mobile: false },
  { name: 'desktop-service-hall-government', url: at('gov.localhost', '/service-hall'), mobile: false },
  { name: 'mobile-work-university', url: at('localhost', '/mobile/work'), mobile: true },
  { name: 'mobile-service-guide', url: at('localhost', '/mobile/service-guide/1'), mobile: true },
  { name: 'desktop-news', url: at('localhost', '/news'), mobile: false },
  { name: 'desktop-info-center', url: at('localhost', '/info-center'), mobile: false, signIn: '2023001' },
  { name: 'desktop-three-list-government', url: at('gov.localhost', '/three-list'), mobile: false },
  { name: 'mobile-news', url: at('localhost', '/mobile/news'), mobile: true },
  { name: 'mobile-personal-center', url: at('localhost', '/mobile/personal-center'), mobile: true, signIn: '2023001' },
  { name: 'desktop-personal-center', url: at('localhost', '/personal-center'), mobile: false, signIn: '2023001' },
  {
    name: 'desktop-campus-infos',
    url: at('localhost', '/personal-center/campus-infos'),
    mobile: false,
    signIn: '2023001',
  },
  { name: 'mobile-notice', url: at('localhost', '/mobile/notice'), mobile: true, signIn: '2023001' },
  { name: 'desktop-schedule-center', url: at('localhost', '/schedule-center'), mobile: false, signIn: '2023001' },
  {
    name: 'mobile-my-schedule',
    url: at('localhost', '/mobile/my-schedule/schedule'),
    mobile: true,
    signIn: '2023001',
  },
  { name: 'mobile-admin', url: at('localhost', '/admin'), mobile: true },
  // Issue 38: a guide with its 情形引导, 预约办理 and ratings; a bundle; the bookable services.
  {
    name: 'desktop-service-guide-government',
    url: at('gov.localhost', '/service-hall'),
    mobile: false,
    open: '居民身份证换领',
  },
  { name: 'desktop-bundles-government', url: at('gov.localhost', '/service-hall/bundles'), mobile: false },
  { name: 'desktop-appointments-government', url: at('gov.localhost', '/appointments'), mobile: false },
  { name: 'mobile-bundles-university', url: at('localhost', '/mobile/service-hall/bundles'), mobile: true },
];

/** Signs in through the login page first (the demo password of the README), coming back to the shot's page. */
async function signIn(page, shot) {
  const target = new URL(shot.url);
  const login = shot.mobile ? '/mobile-login' : '/login';
  await page.goto(`${target.origin}${login}?redirect=${encodeURIComponent(target.pathname)}`);
  await page.getByRole('textbox', { name: '账号' }).fill(shot.signIn);
  await page.getByLabel('密码', { exact: true }).fill('Yizhan@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(shot.url);
}

mkdirSync('docs/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const shot of shots.filter((item) => item.name.includes(process.env.SHOTS ?? ''))) {
  const context = await browser.newContext(
    shot.mobile
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          userAgent: iphone,
          deviceScaleFactor: 2,
        }
      : { viewport: { width: 1440, height: 900 } },
  );
  const page = await context.newPage();
  if (shot.signIn) await signIn(page, shot);
  await page.goto(shot.url, { waitUntil: 'networkidle' });
  // A page reached by a link whose address depends on the store (a service's guide by its name).
  if (shot.open) {
    const href = await page.getByRole('link', { name: shot.open, exact: true }).first().getAttribute('href');
    await page.goto(new URL(href, shot.url).href, { waitUntil: 'networkidle' });
  }
  await page.screenshot({ path: `docs/screenshots/${shot.name}.png`, fullPage: false });
  await context.close();
  console.log(`docs/screenshots/${shot.name}.png`);
}
await browser.close();
