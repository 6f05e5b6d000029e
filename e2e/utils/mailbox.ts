import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Set by the run's global setup for every worker: the folder the mail catcher files messages in. */
export const mailDirVariable = 'FLEET_E2E_MAIL_DIR';

export interface ReceivedMail {
  /** The envelope's sender and recipients, as the SMTP server was told them. */
  from: string;
  to: string[];
  /** The whole message as a mail client shows it (see readableMessage). */
  text: string;
}

/**
 * A raw message as a mail client shows it: long header lines unfolded (RFC 5322 §2.2.3) and quoted-printable
 * undone (soft line breaks, =XX bytes), so subjects and links read as they were written.
 */
export function readableMessage(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n(?=[ \t])/g, '');
  const body = end === -1 ? '' : raw.slice(end);
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return headers + Buffer.from(bytes, 'latin1').toString('utf8');
}

function receivedMail(): ReceivedMail[] {
  const dir = process.env[mailDirVariable];
  if (!dir) throw new Error(`${mailDirVariable} is not set: the mail catcher starts in the global setup of playwright.config.ts`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
}

/** The first message the SMTP server received that matches, once it has arrived (the app sends from its outbox, a moment after answering). */
export async function waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMail().find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail after ${timeoutMs} ms; ${receivedMail().length} received in all`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
