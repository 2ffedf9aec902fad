import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { unitUrl } from './demo-units';
import { fileAndFinish, GOV, RATED_SERVICE, signInCitizen } from './ratings';
import { waitForHydration } from './session';

// Issue 38 §2 (ADR 087) on the phone: the citizen rates a finished application 非常不满意 with a reason from
// 我的办件, sees the rating on its timeline, and the service's guide shows the summary to a guest.

test('a citizen rates a finished application on the phone; a guest reads the summary', async ({
  page,
  browser,
  baseURL,
}) => {
  const at = (path: string) => unitUrl(baseURL, GOV, path);
  await signInCitizen(page, baseURL, true);
  const applyNo = await fileAndFinish(page, 'm');

  await page.goto(at('/mobile/applications?status=5'));
  await waitForHydration(page);
  await page
    .getByRole('listitem')
    .filter({ hasText: applyNo })
    .getByRole('link', { name: '评价', exact: true })
    .click();
  const form = page.getByRole('form', { name: '评价本次办理' });
  await form.getByRole('radio', { name: '非常不满意' }).check();
  await form.getByLabel(/说明/).fill('来回跑了两次');
  expect(await seriousViolations(page, { include: '.yz-mapps' })).toEqual([]);
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByTestId('my-rating')).toContainText('非常不满意');
  await expect(page.getByTestId('my-rating')).toContainText('来回跑了两次');

  // A guest on the phone reads the service's summary on its guide.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(at('/mobile'));
  await waitForHydration(guest);
  const list = await guest.evaluate(async (keyword) => {
    const response = await fetch('/homepage/homeApp/getServiceApp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword, page: 1, pageSize: 5 }),
    });
    return (await response.json()).data.list as { appId: string; name: string }[];
  }, RATED_SERVICE);
  const service = list.find((entry) => entry.name === RATED_SERVICE)!;
  await guest.goto(at(`/mobile/service-guide/${service.appId}`));
  const summary = guest.getByRole('region', { name: '办事评价' });
  await expect(summary.getByTestId('rating-summary')).toContainText('条评价');
  await expect(summary.getByRole('list', { name: '各级评价条数' }).getByRole('listitem')).toHaveCount(5);
  expect(await seriousViolations(guest, { include: '.yz-rating-summary' })).toEqual([]);
  await context.close();
});
