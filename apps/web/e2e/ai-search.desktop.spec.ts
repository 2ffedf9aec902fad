import { expect, test } from '@playwright/test';
import { waitForHydration } from './session';

// Issue 12 item 5 on the desktop site: 智能搜索 from the search page answers with numbered sources that link.
test.describe('AI search on the desktop site', () => {
  test('asks 「学生证丢了怎么补办」 from the search page and opens the cited guide', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('学生证')}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '智能搜索' }).click();
    const panel = page.getByRole('dialog', { name: '智能搜索' });
    const box = panel.getByRole('searchbox', { name: '输入问题' }).or(panel.getByRole('textbox', { name: '输入问题' }));
    await expect(box).toHaveValue('学生证');
    // Focus moves into the panel, onto the question box.
    await expect(box).toBeFocused();
    await box.fill('学生证丢了怎么补办');
    await box.press('Enter');
    const answer = panel.getByRole('status', { name: '回答' });
    await expect(answer).toContainText('「学生证补办」', { timeout: 15_000 });
    await expect(answer).toContainText('[1]');
    const source = panel.getByRole('region', { name: '来源' }).getByRole('link', { name: '学生证补办' });
    await expect(source).toHaveAttribute('href', /^\/service-hall\/details\/\d+$/);
    await source.click();
    await expect(page).toHaveURL(/\/service-hall\/details\/\d+$/);
    await expect(page.getByRole('heading', { name: '学生证补办' }).first()).toBeVisible();
  });

  test('takes over the question typed in the search box and asks it at once', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('学生证')}`);
    await waitForHydration(page);
    // Typed, not searched: the box holds a question the page has not searched.
    await page.getByRole('combobox', { name: '搜索关键词' }).fill('学生证丢了怎么补办');
    await page.getByRole('button', { name: '智能搜索' }).click();
    const panel = page.getByRole('dialog', { name: '智能搜索' });
    const box = panel.getByRole('searchbox', { name: '输入问题' }).or(panel.getByRole('textbox', { name: '输入问题' }));
    await expect(box).toHaveValue('学生证丢了怎么补办');
    // Answered without pressing 提问.
    const answer = panel.getByRole('status', { name: '回答' });
    await expect(answer).toContainText('「学生证补办」', { timeout: 15_000 });
    await expect(answer).toContainText('[1]');
  });
});
