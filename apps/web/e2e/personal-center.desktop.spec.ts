import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';
import { seriousViolations } from './axe';

// Issue 13 item 4 on the desktop site (ADR 040): the demo student's personal center with masked numbers, and a new
// avatar that shows at once in the page and in the header.
test('2023001 sees the personal center with masked numbers, uploads an avatar and sees it in the header', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fpersonal-center');
  await submitLogin(page, '2023001');
  await expect(page).toHaveURL(/\/personal-center$/);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  const profile = page.getByRole('region', { name: '李明' });
  await expect(profile.getByText('138****1234')).toBeVisible();
  await expect(profile.getByText('110***********1234')).toBeVisible();
  await expect(page.getByText('13812341234')).toHaveCount(0);
  const data = page.getByRole('region', { name: '我的数据' });
  await expect(data.getByTestId('tile-card-balance')).toHaveText('56.30元');
  await expect(page.getByRole('region', { name: '我的工作' }).getByText('待我审批')).toBeVisible();
  await expect(page.getByRole('region', { name: '我的资产' }).getByText('图书馆研修室储物柜')).toBeVisible();

  // The page's own content; the header menu and the shared approval panel (shared/approval) are checked elsewhere.
  await expect(page.getByRole('region', { name: '我的审批' }).getByRole('tab').first()).toBeVisible();
  expect(await seriousViolations(page, { include: 'main', exclude: '.yz-approval' })).toEqual([]);

  // A refused file leaves the avatar as it was, with the reason in Chinese.
  await waitForHydration(page);
  const picker = profile.getByLabel('更换头像');
  await picker.setInputFiles({ name: 'avatar.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(profile.getByRole('status')).toHaveText('头像图片只能是 JPEG、PNG 或 WebP 格式');

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e4572e' } })
    .jpeg()
    .toBuffer();
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/pedestal/user/avatar/upload'));
  await picker.setInputFiles({ name: '证件照.jpg', mimeType: 'image/jpeg', buffer: photo });
  const { data: answer } = (await (await uploaded).json()) as { data: { avatar: string } };
  expect(answer.avatar).toMatch(/^\/pedestal\/user\/avatar\/[\w-]{22}\.webp$/);
  await expect(profile.getByRole('status')).toHaveText('头像已更新');
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', answer.avatar);
  await expect(page.getByRole('banner').locator(`img[src="${answer.avatar}"]`)).toBeVisible();
  // The picture is there (a 256×256 WebP), and still there after a reload.
  const picture = await page.request.get(answer.avatar);
  expect(picture.headers()['content-type']).toBe('image/webp');
  await page.reload();
  await expect(page.getByRole('banner').locator(`img[src="${answer.avatar}"]`)).toBeVisible();

  // 全部数据 leads to 校园信息 (the view layout) and back.
  await page.getByRole('link', { name: '全部数据' }).click();
  await expect(page).toHaveURL(/\/personal-center\/campus-infos$/);
  await expect(page.getByRole('heading', { level: 2, name: '宿舍' })).toBeVisible();
  await expect(page.getByText('7 号楼 512 室')).toBeVisible();
  await page.getByRole('link', { name: /返回个人中心/ }).click();
  await expect(page).toHaveURL(/\/personal-center$/);
});
