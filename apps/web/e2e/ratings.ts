import { expect, type Page } from '@playwright/test';
import { IDP_ORIGIN, signInAtIdp } from './cas';
import { unitUrl } from './demo-units';

// Shared steps of the 好差评 specs (ADR 087): the citizen signs in on the government unit, files an application in
// the demo business system and has the demo move it on to 办结.

export const GOV = 'gov.localhost';
/** A real service of the unit, so the rating lands on its summary and its department's work list. */
export const RATED_SERVICE = '居民身份证换领';
const STEPS = ['已受理', '办理中', '需补正', '办理中', '办结'];

export async function signInCitizen(page: Page, baseURL: string | undefined, isMobile: boolean) {
  const target = isMobile ? '/mobile/applications' : '/personal-center/applications';
  await page.goto(
    unitUrl(baseURL, GOV, `${isMobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(target)}`),
  );
  await page.getByRole('link', { name: '统一身份认证登录' }).click();
  await signInAtIdp(page, 'citizen');
  await expect(page).toHaveURL(unitUrl(baseURL, GOV, target));
}

/** In the demo business system: files an application for the service and pushes it on to 办结; answers its number. */
export async function fileAndFinish(page: Page, terminal: 'pc' | 'm') {
  await page.goto(`${IDP_ORIGIN}/business/gov/${terminal}/e2e-rating?name=${encodeURIComponent(RATED_SERVICE)}`);
  await page.getByRole('button', { name: '提交申请' }).click();
  const row = page.getByRole('row').filter({ hasText: RATED_SERVICE }).last();
  await expect(row.getByTestId('business-case-status')).toHaveText('已提交');
  const applyNo = (await row.getByRole('cell').first().textContent())!.trim();
  const mine = () => page.getByRole('row').filter({ hasText: applyNo });
  for (const next of STEPS) {
    await mine()
      .getByRole('button', { name: `推进到「${next}」` })
      .click();
    await expect(mine().getByTestId('business-case-status')).toHaveText(next);
  }
  return applyNo;
}
