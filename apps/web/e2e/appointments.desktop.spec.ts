import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { hostHeaders, unitUrl } from './units';

// Issue 38 §4 (ADR 090) on the desktop: a citizen of 示范新区 (district.localhost, which other specs leave alone)
// books a visit, finds it in the information center and the calendar feed, and cancels it; and books with the
// keyboard alone, from the service's guide. Each test books a service of its own.
const DISTRICT = 'district.localhost';

async function signIn(page: Page, baseURL: string | undefined, path: string) {
  await page.goto(unitUrl(baseURL, DISTRICT, `/login?redirect=${encodeURIComponent(path)}`));
  await submitLogin(page, 'citizen');
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
  await waitForHydration(page);
}

/** The district's id of a bookable service, as a guest's list gives it. */
async function appIdOf(page: Page, baseURL: string | undefined, name: string): Promise<string> {
  const answer = await page.request.get(`${baseURL}/homepage/appointments/getServices`, {
    headers: hostHeaders(baseURL, DISTRICT),
  });
  const services = (await answer.json()).data as { appId: string; name: string }[];
  return services.find((service) => service.name === name)!.appId;
}

/** Presses Tab until the focused element is `target` (the keyboard alone, as a person would). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let press = 0; press < 80; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * A new feed address made on the page, and what a calendar app reads there. The same citizen books on the other
 * site at the same time and may replace the address in between: then a newer one is made and read.
 */
async function freshFeed(page: Page, baseURL: string | undefined): Promise<string> {
  let text = '';
  await expect(async () => {
    const address = page.getByLabel(/订阅地址/);
    const before = (await address.count()) > 0 ? await address.inputValue() : '';
    await page.getByRole('button', { name: /生成(订阅地址|新地址)/ }).click();
    await expect(address).toHaveValue(/\.ics$/);
    await expect(address).not.toHaveValue(before);
    const answer = await page.request.get(`${baseURL}${new URL(await address.inputValue()).pathname}`, {
      headers: hostHeaders(baseURL, DISTRICT),
    });
    text = await answer.text();
    expect(text).toContain('BEGIN:VCALENDAR');
  }).toPass({ timeout: 15_000 });
  return text;
}

test.describe.configure({ mode: 'serial' });

test('a guest sees the slots and closed days, signs in, books, finds the reminder and the feed, and cancels', async ({
  page,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, DISTRICT, '/appointments'));
  await expect(page.getByRole('heading', { level: 1, name: '预约办理' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /^居民身份证换领/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '预约办理：居民身份证换领' })).toBeVisible();
  // A week of days: 市民中心 does not open on Sundays, and says so.
  await expect(page.getByRole('group', { name: '日期' }).getByText('不开放').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '登录后预约' })).toBeVisible();
  const bookPath = new URL(page.url()).pathname;

  await signIn(page, baseURL, bookPath);
  expect(await seriousViolations(page)).toEqual([]);
  // The second open day: one of today's slots may already be past the place's cancel cutoff.
  await page.getByRole('group', { name: '日期' }).getByRole('radio').and(page.locator(':enabled')).nth(1).check();
  const slot = page.getByRole('group', { name: /时段/ }).getByRole('radio').and(page.locator(':enabled')).first();
  await slot.check();
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible();
  const number = (await page.locator('.yz-bk-card__no').textContent())!;
  expect(number).toMatch(/^YY[0-9A-Z]{8}$/);
  await expect(page.getByRole('link', { name: '添加到日历' })).toHaveAttribute('href', new RegExp(number));

  await page.goto(unitUrl(baseURL, DISTRICT, '/info-center'));
  await expect(page.getByText('预约成功：居民身份证换领').first()).toBeVisible();

  await page.goto(unitUrl(baseURL, DISTRICT, '/appointments/mine'));
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await freshFeed(page, baseURL)).toContain(`UID:${number}@`);

  const card = page.getByRole('article', { name: `预约 ${number}` });
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '取消预约' }).click();
  await expect(card.getByRole('status')).toHaveText('已取消');
  expect(await freshFeed(page, baseURL)).not.toContain(number);
  await page.goto(unitUrl(baseURL, DISTRICT, '/info-center'));
  await expect(page.getByText('预约已取消：居民身份证换领').first()).toBeVisible();
});

test('the keyboard alone: find the service’s guide, open 预约办理, choose day and slot, book, cancel', async ({
  page,
  baseURL,
}) => {
  const appId = await appIdOf(page, baseURL, '往来港澳通行证签注');
  await signIn(page, baseURL, `/service-hall/details/${appId}`);
  const entry = page.getByRole('link', { name: '预约办理', exact: true });
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '预约办理：往来港澳通行证签注' })).toBeVisible();
  await waitForHydration(page);
  const days = page.getByRole('group', { name: '日期' }).getByRole('radio');
  await tabTo(page, days.and(page.locator(':checked')));
  const firstDay = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
  // Arrow keys move within the group, skipping closed days.
  await page.keyboard.press('ArrowRight');
  const secondDay = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
  expect(secondDay > firstDay).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('group', { name: /时段/ }).locator('input:checked')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible();
  const cancel = page.getByRole('button', { name: '取消预约' });
  page.once('dialog', (dialog) => void dialog.accept());
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '已取消' })).toBeVisible();
});

test('预约管理: the district’s administrator sees the places and a day’s bookings, and exports them', async ({
  page,
  baseURL,
}) => {
  await page.goto(unitUrl(baseURL, DISTRICT, '/login?redirect=%2Fadmin%2Fappointments'));
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: '预约管理' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '出入境接待大厅', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^预约-市民中心-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
