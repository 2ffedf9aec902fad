import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { submitLogin, waitForHydration } from './session';

// Issue 13 item 4 on the phone (ADR 040): 我的 with the person's data tiles, a new avatar from the phone's picker,
// and 全部数据 (校园信息) with its way back. The demo teacher: the student's avatar is the desktop test's.
test('T1001 sees the data tiles on 我的, changes the avatar and opens 全部数据', async ({ page }) => {
  await page.goto('/mobile-login?redirect=%2Fmobile%2Fpersonal-center');
  await submitLogin(page, 'T1001');
  await expect(page).toHaveURL(/\/mobile\/personal-center$/);
  const tiles = page.getByRole('region', { name: '我的数据' });
  await expect(tiles.getByTestId('mobile-tile-card-balance')).toHaveText('238.00元');
  await expect(tiles.getByText('在借图书')).toBeVisible();
  // 一卡通服务平台 is a business system: the tile leads into it on the phone, not to a guide it does not have.
  await expect(tiles.getByRole('link', { name: /一卡通余额/ })).toHaveAttribute(
    'href',
    /^\/to-handle-service\?appId=\d+&terminalType=2$/,
  );
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();

  await waitForHydration(page);
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#2e86e4' } })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/pedestal/user/avatar/upload'));
  await page.getByLabel('更换头像').setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: photo });
  const { data: answer } = (await (await uploaded).json()) as { data: { avatar: string } };
  await expect(page.getByRole('region', { name: '个人信息' }).getByRole('status')).toHaveText('头像已更新');
  await expect(page.getByTestId('mobile-avatar')).toHaveAttribute('src', answer.avatar);

  await tiles.getByRole('link', { name: '全部数据' }).click();
  await expect(page).toHaveURL(/\/personal-center\/campus-infos\?from=mobile$/);
  await expect(page.getByRole('heading', { level: 2, name: '教务' })).toBeVisible();
  await page.getByRole('link', { name: /返回我的/ }).click();
  await expect(page).toHaveURL(/\/mobile\/personal-center$/);
});
