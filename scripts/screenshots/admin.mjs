// Takes the pictures of the operator's guide (docs/admin.md) from a running portal:
// `node scripts/screenshots/admin.mjs [baseUrl]` (default http://localhost:3000), into docs/images/admin/.
// SHOTS=news takes only the shots whose name holds it. Signs in as admin100001 (示范大学's 单位管理员, the README's
// demo password), with the system Chromium like the browser tests, 1440 px wide. Each picture is re-encoded as a
// palette PNG: a console page has few colours, and the guide should not weigh megabytes. It only reads: no shot
// saves anything, so it can run against any demo store again and again. The machine needs a Chinese font (Debian:
// fonts-noto-cjk or fonts-wqy-microhei), or every label is drawn as empty boxes.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const OUT = 'docs/images/admin';
const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);
const at = (path) => `${base.protocol}//localhost:${base.port}${path}`;

/** The first link of a list page whose address matches, for the editors (their ids depend on the store). */
const firstLink = (pattern) => async (page) => {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const href = hrefs.find((candidate) => pattern.test(candidate ?? ''));
  if (!href) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return href;
};

/** A link by its text, and a part of the address after it (a service's 情形引导 editor from the services list). */
const linkNamed =
  (name, suffix = '') =>
  async (page) =>
    `${await page.getByRole('link', { name, exact: true }).first().getAttribute('href')}${suffix}`;

/** name → the page (or a function finding it from the page before), and how tall the picture is. */
const shots = [
  { name: 'overview', path: '/admin' },
  { name: 'site', path: '/admin/site', height: 1000 },
  { name: 'sign-in', path: '/admin/sign-in' },
  { name: 'home', path: '/admin/home' },
  { name: 'second-step', path: '/admin/second-step', height: 600 },
  { name: 'menus', path: '/admin/menus' },
  { name: 'systems', path: '/admin/systems' },
  { name: 'services', path: '/admin/services' },
  { name: 'service-editor', from: '/admin/services', find: firstLink(/^\/admin\/services\/\d+$/) },
  { name: 'catalogue', path: '/admin/catalogue' },
  { name: 'news', path: '/admin/news' },
  { name: 'news-editor', from: '/admin/news', find: firstLink(/^\/admin\/news\/\d+$/) },
  { name: 'notices', path: '/admin/notices' },
  { name: 'users', path: '/admin/users' },
  { name: 'three-lists', path: '/admin/three-lists' },
  { name: 'search-words', path: '/admin/search-words' },
  { name: 'keys', path: '/admin/keys' },
  { name: 'stats', path: '/admin/stats', height: 1100 },
  { name: 'audit', path: '/admin/audit' },
  {
    name: 'scenarios',
    from: '/admin/services?name=%E5%AD%A6%E7%94%9F%E8%AF%81%E8%A1%A5%E5%8A%9E',
    find: linkNamed('学生证补办', '/scenarios'),
    height: 1100,
  },
  { name: 'bundles', path: '/admin/bundles' },
  { name: 'ratings', path: '/admin/ratings' },
  { name: 'rating-stats', path: '/admin/ratings/stats' },
  { name: 'appointments', path: '/admin/appointments' },
];

const browser = await chromium.launch({
  executablePath,
  // Chinese browser chrome: the date fields' placeholders follow the browser's language, not the page's.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--lang=zh-CN',
  ],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
const page = await context.newPage();

// One sign-in for every shot, through the login page as a person would.
await page.goto(at('/login?redirect=%2Fadmin'), { waitUntil: 'networkidle' });
await page.getByRole('textbox', { name: '账号' }).fill('admin100001');
await page.getByLabel('密码', { exact: true }).fill('Yizhan@2026');
await page.getByRole('button', { name: /登\s*录/ }).click();
await page.waitForURL(at('/admin'));

mkdirSync(OUT, { recursive: true });
for (const shot of shots.filter((item) => item.name.includes(process.env.SHOTS ?? ''))) {
  let path = shot.path;
  if (shot.find) {
    await page.goto(at(shot.from), { waitUntil: 'networkidle' });
    path = await shot.find(page);
  }
  await page.setViewportSize({ width: 1440, height: shot.height ?? 900 });
  await page.goto(at(path), { waitUntil: 'networkidle' });
  // Charts and the editor draw after the page's data: wait for what they draw, then for the fonts and animations.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const png = await page.screenshot({ fullPage: false });
  const small = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(`${OUT}/${shot.name}.png`, small);
  console.log(`${OUT}/${shot.name}.png ${Math.round(small.length / 1024)} KB`);
}
await browser.close();
