// End-to-end tests: the built server (API + SSR pages in one process) on a fresh embedded database, driven by
// the system Chromium in a desktop and a mobile project. Nothing is downloaded: `npx playwright install` is
// never needed. Run with `npm run build && npx playwright test` (or `npm test`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The system Chromium: CHROME_PATH, else the first of the usual Debian/Ubuntu locations. */
function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found: install the Debian package "chromium" (apt-get install chromium) or set CHROME_PATH',
    );
  }
  return found;
}

// E2E_PORT and E2E_IDP_PORT move both servers, so that two checkouts can run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The dev IdP's port in the tests (apps/web/e2e/cas.ts reads it too). */
const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3211);
const baseURL = `http://localhost:${PORT}`;
/** Both servers run on the runner's own Node: the project's (ADR 065) under `npm test` or `npx`, whatever PATH says. */
const node = JSON.stringify(process.execPath);

// The config is evaluated again in every worker; only the runner process creates (and removes) the data folder.
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
const dataDir = isWorker ? '' : mkdtempSync(path.join(os.tmpdir(), 'yizhan-e2e-'));
if (!isWorker) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const desktopUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const iphoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // *.desktop.spec.ts and shared *.spec.ts files.
      testMatch: '**/*.spec.ts',
      testIgnore: '**/*.mobile.spec.ts',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        userAgent: desktopUserAgent,
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      },
    },
    {
      name: 'mobile',
      // *.mobile.spec.ts and shared *.spec.ts files.
      testMatch: '**/*.spec.ts',
      testIgnore: '**/*.desktop.spec.ts',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        userAgent: iphoneUserAgent,
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: `${node} apps/api/dist/server.js`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(PORT),
        YIZHAN_DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // One process: the browser tests look at pages, not at the worker model (npm run test:cluster and the
        // shutdown tests do that); one process also starts faster on CI's two cores.
        WORKERS: '1',
        LOG_LEVEL: 'warn',
        // The seed points the government unit's CAS server and 示范大学's OpenID Connect provider at the dev IdP below.
        DEMO_CAS_URL: `http://localhost:${IDP_PORT}/cas`,
        DEMO_OIDC_ISSUER: `http://localhost:${IDP_PORT}/oidc`,
        // WeChat, the passports and the demo business system of the seed (ADR 042).
        DEMO_IDP_URL: `http://localhost:${IDP_PORT}`,
        DEMO_API_CODE_URL: `http://localhost:${IDP_PORT}/api-code`,
      },
    },
    {
      // The development identity provider (ADR 034): the government unit's CAS server in the tests.
      command: `${node} --import tsx apps/dev-idp/src/main.ts`,
      url: `http://localhost:${IDP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      // The demo business system's way back leads to the test portal.
      env: { DEV_IDP_PORT: String(IDP_PORT), DEV_IDP_PORTAL_PORT: String(PORT) },
    },
  ],
});
