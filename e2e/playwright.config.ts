import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testChromiumArgs, testChromiumPath } from '@fleet/browsers/testChromium';
import { defineConfig } from '@playwright/test';
import { adminCredentials, anonKey, baseURL, formRateLimit, outboxMaxAttempts, outboxRetrySeconds, port, salesInbox, smtpPort } from './utils/testEnv.ts';

// Workers load this file again; the variable keeps them on the folder the main process made,
// and only that process removes it, once the web server is gone.
const inheritedDataDir = process.env.FLEET_E2E_DATA_DIR;
const dataDir = inheritedDataDir ?? mkdtempSync(join(tmpdir(), 'fleet-e2e-'));
if (!inheritedDataDir) {
  process.env.FLEET_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// Playwright must never download a browser here: it drives Debian's (@fleet/browsers).
const chromium = { browserName: 'chromium' as const, launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs } };

export default defineConfig({
  testDir: 'tests',
  // Page baselines live beside the tests, one name per page and width, with no platform suffix.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  // Every wait polls for what it awaits; these are only ceilings, sized for a busy 2-core machine where a
  // journey of several pages can take well over the defaults (30 s a test, 5 s an expectation).
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // A changed pixel fails: no pixel may differ (threshold only absorbs colour rounding).
    // screenshot.css draws the blocks the site leaves undrawn off screen (content-visibility), as scrolling would.
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.05, animations: 'disabled', caret: 'hide', stylePath: './utils/screenshot.css' },
  },
  // One worker per spec file: the journeys share one server.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A real SMTP server for the app's outgoing mail; the lead form tests read what it received.
  globalSetup: './utils/mailCatcherSetup.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace costs each test about a quarter of its time: a test is traced when it runs again after failing
    // (the test command retries once, scripts/test.mjs); `--trace on` traces every test of a run.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'chromium', use: { ...chromium }, testIgnore: '**/teamWide/**' },
    // What changes the whole team's sign-in (requiring two-step verification) runs alone, after the rest.
    // One at a time: each changes what the others would see (who must use two-step verification, who gets new leads).
    { name: 'team-wide', use: { ...chromium }, testMatch: '**/teamWide/**', dependencies: ['chromium'], workers: 1 },
  ],
  webServer: [
    {
      command: 'node ../scripts/start.mjs',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        // The address the browser uses: media URLs and the CORS origin derive from it, and a
        // localhost URL on a 127.0.0.1 page is another origin to the content security policy.
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: adminCredentials.email,
        ADMIN_PASSWORD: adminCredentials.password,
        ANON_KEY: anonKey,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SALES_EMAIL: salesInbox,
        FORM_RATE_LIMIT: formRateLimit,
        OUTBOX_MAX_ATTEMPTS: String(outboxMaxAttempts),
        OUTBOX_RETRY_SECONDS: String(outboxRetrySeconds),
        // The journeys' webhook receivers listen on the loopback, over plain http.
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        WEBHOOK_RETRY_SECONDS: '1',
        // Every journey comes from 127.0.0.1: the per-address bounds on renders and demo-link opens would count the whole
        // suite as one visitor (the API suite proves them).
        RENDER_RATE_LIMIT: '0',
        DEMO_OPEN_RATE_LIMIT: '1000/600',
        // Warnings and errors only: an access line for each of the run's requests would bury the test report.
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
