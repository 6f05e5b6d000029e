import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailDirVariable } from './mailbox.ts';
import { startMailCatcher } from './mailCatcher.ts';
import { smtpPort } from './testEnv.ts';

/**
 * Global setup: starts the SMTP server the app server was pointed at (SMTP_URL in playwright.config.ts).
 * Playwright starts the web servers first, which is safe: the app connects only when it has mail to send,
 * and none is sent before a test fills in a form. Workers inherit the folder through the environment.
 */
export default async function mailCatcherSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-e2e-mail-'));
  process.env[mailDirVariable] = dir;
  const stop = await startMailCatcher(smtpPort, dir);
  return async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
