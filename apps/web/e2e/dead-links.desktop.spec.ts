import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { unitUrl } from './units';

// Issue 35 item 4 on the desktop site: no link of a first visit ends on a page that says nothing.
test.describe('no dead links on the desktop site', () => {
  test('the city’s citizen opens 任务中心 from the personal center', async ({ page, baseURL }) => {
    await page.goto(unitUrl(baseURL, 'gov.localhost', `/login?redirect=${encodeURIComponent('/personal-center')}`));
    await submitLogin(page, 'citizen');
    await expect(page).toHaveURL(/\/personal-center$/);
    await page.getByRole('region', { name: '我的工作' }).getByRole('link', { name: '任务中心' }).click();
    await expect(page).toHaveURL(/\/task-center$/);
    await expect(page.getByRole('heading', { level: 1, name: '任务中心' })).toBeVisible();
    await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  });

  test('立即办理 of a service only a phone client opens offers its QR code and the counter', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/service-hall/details/169')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/service-hall\/details\/169$/);
    await expect(page.getByRole('heading', { level: 1, name: '校园卡补办' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: '立即办理' }).click();
    await expect(page).toHaveURL(/\/service-hall\/details\/169\?handle=client-only$/);
    const notice = page.getByRole('status').filter({ hasText: '该服务/应用仅支持在客户端中打开' });
    const qr = notice.getByRole('img', { name: '在手机上办理「校园卡补办」的二维码' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(notice.getByText(/\/mobile\/service-guide\/169$/)).toBeVisible();
    await expect(notice.getByText('线下办理地点')).toBeVisible();
    await expect(notice.getByText('办理时间')).toBeVisible();
  });

  test('an opened message shows its whole text, sender and time, and 查看 leads to what it is about', async ({
    page,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/info-center?kind=message')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/info-center\?kind=message$/);
    await expect(page.getByRole('heading', { level: 1, name: '信息中心' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: '校园卡余额不足 20 元提醒' }).click();
    const dialog = page.getByRole('dialog', { name: '校园卡余额不足 20 元提醒' });
    await expect(dialog.getByText(/当前余额 16\.50 元，低于提醒值 20 元/)).toBeVisible();
    await expect(dialog.getByText('一卡通中心')).toBeVisible();
    await expect(dialog.getByText('2026-11-21 12:05')).toBeVisible();
    await dialog.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/service-hall\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '校园卡充值' })).toBeVisible();
  });

  test('a notice opens its own text, not an unrelated article', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/info-center?kind=notice')}`);
    await submitLogin(page, '2023001');
    await expect(page).toHaveURL(/\/info-center\?kind=notice$/);
    await expect(page.getByRole('heading', { level: 1, name: '信息中心' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: '关于2026年冬季学期校园安全检查的通知' }).click();
    const dialog = page.getByRole('dialog', { name: '关于2026年冬季学期校园安全检查的通知' });
    await expect(dialog.getByText(/11月25日至27日开展冬季校园安全大检查/)).toBeVisible();
    await expect(dialog.getByText('保卫处')).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await expect(page).toHaveURL(/\/info-center\?kind=notice$/);
  });
});
