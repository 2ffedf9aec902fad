import { expect, test, type Page } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 12 on the desktop site: search from the header, results by kind with counts, pinyin initials, a typo's
// suggestion, a question, and the signed-in user's history.

const searchUrl = (keyword: string, extra = '') => `/search?keyword=${encodeURIComponent(keyword)}${extra}`;

/** The search box of the search page itself. */
const pageBox = (page: Page) =>
  page.getByRole('search', { name: '全站搜索' }).getByRole('combobox', { name: '搜索关键词' });

test.describe('search on the desktop site', () => {
  test('a student searches 奖学金 from the header and gets services, news and notices grouped with counts', async ({
    page,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/home')}`);
    await submitLogin(page, '2023001');
    // Signing in hashes the password: slow on a busy machine.
    await expect(page).toHaveURL('/home', { timeout: 30_000 });
    await waitForHydration(page);
    const box = page.getByRole('search', { name: '站内搜索' }).getByRole('combobox', { name: '搜索关键词' });
    await box.fill('奖学金');
    // Suggestions as one types, the match marked; Enter with none chosen sends what was typed.
    const suggestions = page.getByRole('listbox', { name: '搜索建议' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(suggestions.locator('mark').first()).toHaveText('奖学金');
    await box.press('Enter');
    await expect(page).toHaveURL(searchUrl('奖学金'));

    const tabs = page.getByRole('navigation', { name: '结果分类' });
    for (const kind of ['服务', '新闻', '通知公告']) {
      await expect(tabs.getByRole('link', { name: new RegExp(`^${kind}，[1-9]\\d* 条$`) })).toBeVisible();
    }
    const groups = page.getByTestId('search-group');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
      /^服务（\d+）$/,
      /^新闻（\d+）$/,
      /^通知公告（\d+）$/,
      /^三张清单（\d+）$/,
    ]);
    await expect(groups.first().getByRole('link', { name: '国家励志奖学金申请' })).toHaveAttribute(
      'href',
      /^\/service-hall\/details\/\d+$/,
    );
    await expect(page.locator('.yz-hit__title mark').first()).toHaveText('奖学金');
    expect(await seriousViolations(page, { include: '#main' })).toEqual([]);

    // A tab is the kind's own list; its count is the list's.
    await tabs.getByRole('link', { name: /^通知公告，/ }).click();
    await expect(page).toHaveURL(searchUrl('奖学金', '&kind=notice'));
    await expect(page.getByRole('heading', { level: 3, name: '你的“国家励志奖学金申请”已办结' })).toBeVisible();
    // A notice result opens that notice, shown whole in the information center, with the way to the rest.
    await page.getByRole('link', { name: '你的“国家励志奖学金申请”已办结' }).click();
    await expect(page).toHaveURL(/\/info-center\?kind=notice&id=\d+$/);
    await expect(page.getByText('正在查看一条通知')).toBeVisible();
    const entries = page.getByRole('list', { name: '通知' }).getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('国家励志奖学金申请');
    await expect(page.getByRole('link', { name: '查看全部通知' })).toHaveAttribute('href', '/info-center?kind=notice');
    await page.goBack();
    // The service's guide opens from its result.
    await tabs.getByRole('link', { name: /^服务，/ }).click();
    await expect(page).toHaveURL(searchUrl('奖学金', '&kind=service'));
    await page.getByRole('link', { name: '国家励志奖学金申请', exact: true }).click();
    await expect(page).toHaveURL(/\/service-hall\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /国家励志奖学金申请/ })).toBeVisible();
  });

  test('jzj finds the 奖助金 service, and a typo gets a suggestion that finds it', async ({ page }) => {
    // 奖助金发放查询 is a student's service: a guest does not find it.
    await page.goto(`/login?redirect=${encodeURIComponent(searchUrl('jzj'))}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(searchUrl('jzj'), { timeout: 30_000 });
    const services = page.getByTestId('search-group').filter({ has: page.getByRole('heading', { name: /^服务/ }) });
    const hit = services.getByRole('link', { name: '奖助金发放查询' });
    await expect(hit).toBeVisible();
    // The initials are marked on the title they matched.
    await expect(hit.locator('mark')).toHaveText('奖助金');

    await waitForHydration(page);
    // Suggestions match initials too; ↓ and Enter take one.
    await pageBox(page).fill('jzjf');
    const suggestions = page.getByRole('listbox', { name: '搜索建议' });
    await expect(suggestions.getByRole('option', { name: /^奖助金发放查询/ })).toBeVisible();
    await pageBox(page).press('ArrowDown');
    await expect(suggestions.getByRole('option', { selected: true })).toHaveText(/^奖助金发放查询/);
    await pageBox(page).press('Enter');
    await expect(page).toHaveURL(searchUrl('奖助金发放查询'));
    // The address changes before the new page renders, and its box (a new one, keyed by the keyword) with it: typing
    // before then would type into the old box.
    await expect(page.getByRole('status').filter({ hasText: '「奖助金发放查询」' })).toBeVisible();

    await pageBox(page).fill('宿舍保修');
    await pageBox(page).press('Enter');
    await expect(page).toHaveURL(searchUrl('宿舍保修'));
    await expect(page.getByRole('status').filter({ hasText: '未找到' })).toHaveText('未找到与「宿舍保修」相关的结果');
    await expect(page.getByRole('heading', { name: '常用服务' })).toBeVisible();
    await page
      .getByText(/您是不是要找/)
      .getByRole('link', { name: '宿舍报修' })
      .click();
    await expect(page).toHaveURL(searchUrl('宿舍报修'));
    await expect(page.getByRole('link', { name: '宿舍报修' }).first()).toBeVisible();
  });

  test('a question finds the service it asks about, not every text sharing a word of it', async ({ page }) => {
    // 「怎么转专业」: no title holds it as typed; 转专业 does, and the search stops there (ADR 036, session 20).
    await page.goto(searchUrl('怎么转专业'));
    const services = page.getByTestId('search-group').filter({ has: page.getByRole('heading', { name: /^服务/ }) });
    const first = services.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: '转专业申请' })).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText('转专业');
    // Not the articles that merely say 专业.
    await expect(
      page.getByRole('navigation', { name: '结果分类' }).getByRole('link', { name: /^新闻，0 条$/ }),
    ).toBeVisible();
  });

  test('a signed-in user sees their searches in the history, deletes one and clears the rest', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/search')}`);
    await submitLogin(page, 'T1001');
    await expect(page).toHaveURL('/search', { timeout: 30_000 });
    await waitForHydration(page);
    for (const keyword of ['成绩单', '校园卡']) {
      await pageBox(page).fill(keyword);
      await pageBox(page).press('Enter');
      await expect(page).toHaveURL(searchUrl(keyword));
      await expect(page.getByRole('navigation', { name: '结果分类' })).toBeVisible();
    }
    await page.goto('/search');
    await waitForHydration(page);
    const history = page.getByRole('region', { name: '搜索历史' });
    // Newest first.
    await expect(history.getByRole('listitem')).toHaveText(['校园卡', '成绩单']);
    await history.getByRole('button', { name: '删除搜索记录：成绩单' }).click();
    await expect(history.getByRole('listitem')).toHaveText(['校园卡']);
    await history.getByRole('button', { name: '清空' }).click();
    await expect(history.getByText('暂无搜索历史')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: '搜索历史' }).getByText('暂无搜索历史')).toBeVisible();
  });
});
