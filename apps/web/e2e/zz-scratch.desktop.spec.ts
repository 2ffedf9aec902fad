import { test, expect } from '@playwright/test';
test('scratch', async ({ page }) => {
  page.on('response', (r) => console.log('RESP', r.status(), r.url()));
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await page.goto('http://gov.localhost:3210/');
  await page.waitForLoadState('networkidle');
  console.log(await page.title());
  expect(1).toBe(1);
});
