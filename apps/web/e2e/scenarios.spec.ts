import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { submitLogin, waitForHydration } from './session';

// Issue 38 §3 (ADR 088): a student answers the 情形引导 of 学生证补办 on both sites and gets the materials of their
// case — 遗失声明 when the card was lost, the old card when it was broken. Only reads the seed.

const SERVICE = '学生证补办';

async function signIn(page: Page, isMobile: boolean, target: string) {
  await page.goto(`${isMobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(target)}`);
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(target);
}

/** The service's id, as the signed-in student's hall lists it. */
async function serviceId(page: Page): Promise<string> {
  const found = await page.request.post('/homepage/homeApp/getServiceApp', { data: { keyword: SERVICE } });
  const list = (await found.json()).data.list as { appId: string; name: string }[];
  return list.find((app) => app.name === SERVICE)!.appId;
}

/** Answers the current step by choosing `label` and pressing 下一步. */
async function answer(page: Page, question: string, label: string) {
  const step = page.getByRole('group', { name: new RegExp(question) });
  await expect(step).toBeVisible();
  await step.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: '下一步' }).click();
}

const materials = (page: Page) => page.locator('.yz-scenario-materials tbody th');

test('a student answers 学生证补办’s questions and gets the materials of their case', async ({ page, isMobile }) => {
  await signIn(page, isMobile, isMobile ? '/mobile/work' : '/service-hall');
  const id = await serviceId(page);
  const guide = isMobile ? `/mobile/service-guide/${id}` : `/service-hall/details/${id}`;
  await page.goto(guide);
  await waitForHydration(page);
  await page.getByRole('link', { name: '情形引导：回答几个问题，生成您的材料清单' }).click();
  await expect(page).toHaveURL(`${guide}/scenario`);
  await expect(page.getByRole('heading', { name: `${SERVICE} · 情形引导` })).toBeVisible();
  expect(await seriousViolations(page, { include: '.yz-scenario' })).toEqual([]);

  await answer(page, '学生证是遗失还是损坏', '遗失');
  await answer(page, '是否需要火车票优惠资格', '否');
  await expect(page.getByRole('heading', { name: `${SERVICE} · 您的材料清单` })).toBeVisible();
  await expect(materials(page).filter({ hasText: '遗失声明' })).toHaveCount(1);
  await expect(materials(page).filter({ hasText: '损坏的原学生证' })).toHaveCount(0);
  await expect(page.getByText('工本费 10 元')).toBeVisible();
  await expect(page.getByRole('button', { name: '打印清单' })).toBeVisible();
  expect(await seriousViolations(page, { include: '.yz-scenario' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`scenario-${isMobile ? 'mobile' : 'desktop'}.png`) });

  // 修改回答 goes back a step with the answer chosen; 上一步 once more, then the other case.
  await page.getByRole('link', { name: '修改回答' }).click();
  await expect(page.getByRole('radio', { name: '否' })).toBeChecked();
  await page.getByRole('link', { name: '上一步' }).click();
  await expect(page.getByRole('radio', { name: '遗失' })).toBeChecked();
  await answer(page, '学生证是遗失还是损坏', '损坏');
  await answer(page, '是否需要火车票优惠资格', '是');
  await expect(materials(page).filter({ hasText: '损坏的原学生证' })).toHaveCount(1);
  await expect(materials(page).filter({ hasText: '遗失声明' })).toHaveCount(0);
  await expect(materials(page).filter({ hasText: '火车票优惠卡' })).toHaveCount(1);
  await expect(page.getByText('5 个工作日')).toBeVisible();
});

test('the guide is usable by keyboard and without scripts', async ({ page, browser, isMobile, baseURL }) => {
  test.skip(isMobile, 'keyboard and script-free use are the desktop’s');
  await signIn(page, false, '/service-hall');
  const id = await serviceId(page);
  const path = `/service-hall/details/${id}/scenario`;
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('radio', { name: '遗失' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${path}?why=lost`);
  await expect(page.getByRole('heading', { name: /是否需要火车票优惠资格/ })).toBeFocused();

  // Without scripts each step is a plain form: the same answers reach the same list.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`${path}?why=lost`);
  await noScript.getByRole('radio', { name: '否' }).check();
  await noScript.getByRole('button', { name: '下一步' }).click();
  await expect(noScript.locator('.yz-scenario-materials tbody th').filter({ hasText: '遗失声明' })).toHaveCount(1);
  await plain.close();
});

test('the care mode keeps the steps large', async ({ page, context, baseURL, isMobile }) => {
  await context.addCookies([{ name: 'yz_care', value: '1', url: baseURL! }]);
  await signIn(page, isMobile, isMobile ? '/mobile/work' : '/service-hall');
  const id = await serviceId(page);
  await page.goto(isMobile ? `/mobile/service-guide/${id}/scenario` : `/service-hall/details/${id}/scenario`);
  await expect(page.locator('html')).toHaveClass(/yz-care/);
  const choice = page.locator('.yz-scenario-choice').first();
  expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  const size = await choice.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThanOrEqual(18);
  expect(await seriousViolations(page, { include: '.yz-scenario' })).toEqual([]);
});
