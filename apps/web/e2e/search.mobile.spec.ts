import { expect, test, type Page } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 12 on the mobile site: search from the home page, results by kind with counts, pinyin initials, a typo's
// suggestion, and the signed-in user's history.

const searchUrl = (keyword: string) => `/mobile/search?keyword=${encodeURIComponent(keyword)}`;
const box = (page: Page) =>
  page.getByRole('search', { name: '全站搜索' }).getByRole('combobox', { name: '搜索关键词' });

test.describe('search on the mobile site', () => {
  test('a student searches 奖学金 from the home page and gets services, news and notices grouped with counts', async ({
    page,
  }) => {
    await page.goto(`/mobile-login?redirect=${encodeURIComponent('/mobile/home')}`);
    await submitLogin(page, '2023001');
    // Signing in hashes the password: slow on a busy machine.
    await expect(page).toHaveURL(/\/mobile\/home$/, { timeout: 30_000 });
    await page.getByRole('link', { name: '搜索服务、新闻、通知' }).click();
    await expect(page).toHaveURL('/mobile/search');
    await waitForHydration(page);
    await box(page).fill('奖学金');
    await expect(page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first()).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL(searchUrl('奖学金'));

    const tabs = page.getByRole('navigation', { name: '结果分类' });
    for (const kind of ['服务', '新闻', '通知公告']) {
      await expect(tabs.getByRole('tab', { name: new RegExp(`^${kind} [1-9]\\d*$`) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: /^新闻 \d+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^通知公告 \d+$/ })).toBeVisible();
    const service = page.getByRole('list', { name: '服务结果' }).getByRole('link', { name: /^国家励志奖学金申请/ });
    await expect(service.locator('mark').first()).toHaveText('奖学金');
    await tabs.getByRole('tab', { name: /^通知公告/ }).click();
    await expect(page).toHaveURL(/kind=notice/);
    await expect(page.getByRole('list', { name: '通知公告结果' }).getByRole('link')).toHaveCount(1);
    await page.getByRole('list', { name: '通知公告结果' }).getByRole('link').click();
    // The notice itself, shown whole, with the way to the rest.
    await expect(page).toHaveURL(/\/mobile\/notice\?kind=notice&id=\d+$/);
    await expect(page.getByText('正在查看一条通知')).toBeVisible();
    await expect(page.getByRole('link', { name: '查看全部' })).toBeVisible();
  });

  test('jzj finds the 奖助金 service, and a typo gets a suggestion', async ({ page }) => {
    // 奖助金发放查询 is a student's service: a guest does not find it.
    await page.goto(`/mobile-login?redirect=${encodeURIComponent(searchUrl('jzj'))}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(searchUrl('jzj'), { timeout: 30_000 });
    const hit = page.getByRole('list', { name: '服务结果' }).getByRole('link', { name: /^奖助金发放查询/ });
    await expect(hit).toBeVisible();
    await waitForHydration(page);
    await hit.click();
    await expect(page).toHaveURL(/\/mobile\/service-guide\/\d+$/);
    await expect(page.getByRole('heading', { name: '奖助金发放查询' })).toBeVisible();

    await page.goto(searchUrl('宿舍保修'));
    await expect(page.getByRole('status').filter({ hasText: '未找到' })).toHaveText('未找到与「宿舍保修」相关的结果');
    await expect(page.getByRole('heading', { name: '常用服务' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: '宿舍报修', exact: true }).click();
    await expect(page).toHaveURL(searchUrl('宿舍报修'));
    await expect(page.getByRole('list', { name: '服务结果' }).getByRole('link', { name: /^宿舍报修/ })).toBeVisible();
  });

  test('a guest’s own word for a service finds it through the unit’s synonyms', async ({ page }) => {
    // 饭卡 is in no title or guide; the demo university's rule 饭卡 → 校园卡 finds the card's services (ADR 052).
    await page.goto(searchUrl('饭卡'));
    const hit = page.getByRole('list', { name: '服务结果' }).getByRole('link', { name: /^校园卡充值/ });
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText('校园卡');
    await expect(page.getByRole('status').filter({ hasText: '共找到' })).toContainText('已同时搜索：校园卡');
  });

  test('a signed-in user sees their searches in the history and clears it', async ({ page, baseURL }) => {
    // The government unit's resident; another test may have searched as him too (laptop-widths visits /search), so
    // the newest two entries are this test's.
    const gov = `http://gov.localhost:${new URL(baseURL!).port}`;
    await page.goto(`${gov}/mobile-login?redirect=${encodeURIComponent('/mobile/search')}`);
    await submitLogin(page, 'citizen');
    await expect(page).toHaveURL(/\/mobile\/search$/, { timeout: 30_000 });
    await waitForHydration(page);
    for (const keyword of ['社保', '公积金']) {
      await box(page).fill(keyword);
      await box(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}$`));
    }
    await page.goto(`${gov}/mobile/search`);
    await waitForHydration(page);
    const history = page.getByRole('region', { name: '搜索历史' });
    await expect(history.getByRole('listitem').nth(0)).toHaveText('公积金');
    await expect(history.getByRole('listitem').nth(1)).toHaveText('社保');
    await history.getByRole('button', { name: '清空' }).click();
    await expect(history).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: '热门搜索' })).toBeVisible();
    await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
  });
});
