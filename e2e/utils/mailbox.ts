import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '@fleet/api/test/smtp';

export type { ReceivedMail };

/** A demo link as the e-mails carry it (`{PUBLIC_URL}/demo-access/{token}`). */
export const demoLinkPattern = /https?:\/\/[^\s"<>]+\/demo-access\/[\w-]+/;

/** Set by the run's global setup for every worker: the folder the mail catcher files messages in. */
export const mailDirVariable = 'FLEET_E2E_MAIL_DIR';

/** The folder of this run's mail catcher (a test worker's view of it). */
export function mailDir(): string {
  const dir = process.env[mailDirVariable];
  if (!dir) throw new Error(`${mailDirVariable} is not set: the mail catcher starts in the global setup of playwright.config.ts`);
  return dir;
}

function receivedMail(): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
}

/** The first message the SMTP server received that matches, once it has arrived (the app sends from its outbox, a moment after answering). */
export async function waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs = 30_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMail().find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail after ${timeoutMs} ms; ${receivedMail().length} received in all`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
