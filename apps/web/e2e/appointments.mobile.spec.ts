import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';
import { hostHeaders, unitUrl } from './units';

// Issue 38 §4 (ADR 090) on the phone: a citizen of 示范新区 (district.localhost) books 临时居民身份证办理 from
// 我的 → 我的预约 → 预约办理, finds the reminder in 消息 and the booking in the calendar feed, and cancels it.
const DISTRICT = 'district.localhost';

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
  await page.getByRole('group', { name: /时段/ }).getByRole('radio').and(page.locator(':enabled')).first().check();
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible();
  const number = (await page.locator('.yz-bk-card__no').textContent())!;

  await page.goto(unitUrl(baseURL, DISTRICT, '/mobile/notice'));
  await expect(page.getByText('预约成功：临时居民身份证办理').first()).toBeVisible();

  await page.goto(unitUrl(baseURL, DISTRICT, '/mobile/appointments/mine'));
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /生成(订阅地址|新地址)/ }).click();
  const feedPath = new URL(await page.getByLabel(/订阅地址/).inputValue()).pathname;
  const feed = () =>
    page.request.get(`${baseURL}${feedPath}`, { headers: hostHeaders(baseURL, DISTRICT) }).then((r) => r.text());
  expect(await feed()).toContain(`UID:${number}@`);

  const card = page.getByRole('article', { name: `预约 ${number}` });
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '取消预约' }).click();
  await expect(card.getByRole('status')).toHaveText('已取消');
  expect(await feed()).not.toContain(number);
});
