import { expect, test } from '@playwright/test';
import { waitForHydration } from './session';

// Issue 12 item 5 on the phone: /mobile/search/ai-search answers from the portal's own content and cites it.
test.describe('AI search on the mobile site', () => {
  test('「学生证丢了怎么补办」 is answered from the 学生证补办 guide, and its source opens the guide', async ({
    page,
  }) => {
    await page.goto(`/mobile/search/ai-search?q=${encodeURIComponent('学生证丢了怎么补办')}`);
    await waitForHydration(page);
    const answer = page.getByRole('status', { name: '回答' });
    await expect(answer).toContainText('「学生证补办」', { timeout: 15_000 });
    await expect(answer).toContainText('办理流程');
    await expect(answer.getByRole('link', { name: '来源 1' })).toBeVisible();
    const sources = page.getByRole('region', { name: '来源' });
    const source = sources.getByRole('link', { name: '学生证补办' });
    await expect(source).toHaveAttribute('href', /^\/mobile\/service-guide\/\d+$/);
    await source.click();
    await expect(page).toHaveURL(/\/mobile\/service-guide\/\d+$/);
    await expect(page.getByText('学生证补办').first()).toBeVisible();
  });

  test('says it does not know when the portal holds nothing on the question', async ({ page }) => {
    await page.goto('/mobile/search/ai-search');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: '输入问题' }).fill('火星登陆许可证怎么申请');
    await page.getByRole('button', { name: '提问' }).click();
    await expect(page.getByRole('status', { name: '回答' })).toContainText('不知道', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: '来源' })).toHaveCount(0);
  });
});
