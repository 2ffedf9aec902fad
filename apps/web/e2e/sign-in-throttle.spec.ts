import { expect, test } from '@playwright/test';
import { submitLogin } from './session';

// ADR 026: after three failures on an account the login form asks for a 图形验证码, on both sites (the fifth locks:
// A2). The account is an unknown name per project and try (unknown names count like real ones, A2), so no other
// test's sign-in is affected and a retry starts from no failures.
test('A2: the login form warns of the attempts left and asks for a 图形验证码 after three failures', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const account = `captcha-e2e-${testInfo.project.name}-${testInfo.retry}`;
  await page.goto(mobile ? '/mobile-login' : '/login');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // Wait for each answer: the alert already says 账号或密码错误 from the attempt before, and a click while that
    // one is still on its way is not a new attempt (the button is busy).
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitLogin(page, account, `Wrong-password-${attempt}`);
    await answered;
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
  }
  await expect(page.getByRole('alert')).toContainText('还可尝试 2 次');

  const picture = page.getByRole('img', { name: '图形验证码' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const first = await picture.getAttribute('src');
  await page.getByRole('button', { name: '看不清，换一张' }).click();
  await expect(picture).not.toHaveAttribute('src', first!);

  // A wrong answer is refused before the password is tried, and a new picture comes with the message.
  await page.getByRole('textbox', { name: '图形验证码' }).fill('0000');
  const second = await picture.getAttribute('src');
  await submitLogin(page, account, 'Wrong-password-4');
  await expect(page.getByRole('alert')).toContainText('图形验证码错误或已过期');
  await expect(picture).not.toHaveAttribute('src', second!);
});
