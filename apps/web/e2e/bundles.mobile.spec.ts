import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';

// Issue 38 §3 (ADR 089) on the phone: from 办事 to a bundle (一件事), its merged material list, and a signed-in
// student's progress in each of its services.
const SHARED = '多个事项共用，只需提交一次';

test('a guest opens a bundle from 办事 and sees a shared material once', async ({ page }) => {
  await page.goto('/mobile/work');
  await page.getByRole('link', { name: '一件事：多个事项一次办' }).click();
  await page.getByRole('link', { name: '新生入学一件事' }).click();
  await expect(page.getByRole('heading', { name: '新生入学一件事' })).toBeVisible();
  const card = page
    .getByRole('region', { name: /材料清单/ })
    .getByRole('listitem')
    .filter({
      hasText: '校园卡或居民身份证',
    });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(SHARED)).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-in student sees their progress in the bundle', async ({ page }) => {
  await page.goto('/mobile/service-hall/bundles');
  const first = page.getByRole('link', { name: '毕业离校一件事' });
  const href = await first.getAttribute('href');
  await page.goto(`/mobile-login?redirect=${encodeURIComponent(href!)}`);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const progress = page.getByRole('list', { name: '各事项的办理进度' });
  await expect(progress.getByRole('listitem')).toHaveCount(5);
  await expect(progress.getByRole('listitem').first()).toContainText('未办理');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});
