import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { hostHeaders, unitUrl } from './units';

// Issue 38 §4 (ADR 090) on the phone: a citizen of 示范新区 (district.localhost) books 临时居民身份证办理 from
// 我的 → 我的预约 → 预约办理, finds the reminder in 消息 and the booking in the calendar feed, and cancels it.
const DISTRICT = 'district.localhost';

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

test('a booking is made on the phone, reminded, in the feed, and cancelled', async ({ page, baseURL }) => {
  await page.goto(
    unitUrl(baseURL, DISTRICT, `/mobile-login?redirect=${encodeURIComponent('/mobile/personal-center')}`),
  );
  await submitLogin(page, 'citizen');
  await expect(page).toHaveURL(/\/mobile\/personal-center$/);
  await waitForHydration(page);
  await page.getByRole('link', { name: '我的预约' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: '我的预约' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '预约办理' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: '预约办理' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /临时居民身份证办理/ }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: '预约办理：临时居民身份证办理' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  // The second open day: one of today's slots may already be past the place's cancel cutoff.
  await page.getByRole('group', { name: '日期' }).getByRole('radio').and(page.locator(':enabled')).nth(1).check();
  await page.getByRole('group', { name: /时段/ }).getByRole('radio').and(page.locator(':enabled')).first().check();
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible();
  const number = (await page.locator('.yz-bk-card__no').textContent())!;

  await page.goto(unitUrl(baseURL, DISTRICT, '/mobile/notice'));
  await expect(page.getByText('预约成功：临时居民身份证办理').first()).toBeVisible();

  await page.goto(unitUrl(baseURL, DISTRICT, '/mobile/appointments/mine'));
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await freshFeed(page, baseURL)).toContain(`UID:${number}@`);

  const card = page.getByRole('article', { name: `预约 ${number}` });
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '取消预约' }).click();
  await expect(card.getByRole('status')).toHaveText('已取消');
  expect(await freshFeed(page, baseURL)).not.toContain(number);
});
