import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { adminCredentials, anonKey, baseURL, port } from './utils/testEnv';

// Workers load this file again; the variable keeps them on the folder the main process made,
// and only that process removes it, once the web server is gone.
const inheritedDataDir = process.env.FLEET_E2E_DATA_DIR;
const dataDir = inheritedDataDir ?? mkdtempSync(join(tmpdir(), 'fleet-e2e-'));
if (!inheritedDataDir) {
  process.env.FLEET_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          // Playwright must never download a browser here: always drive the system Chromium.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--disable-font-subpixel-positioning',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      ANON_KEY: anonKey,
    },
  },
});
