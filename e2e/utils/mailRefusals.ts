import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailDir } from './mailbox.ts';

/** The file whose presence in the mail folder makes the catcher refuse `address` (case-insensitive, as mail servers compare). */
export const refusalMarker = (dir: string, address: string) => join(dir, 'refused', encodeURIComponent(address.trim().toLowerCase()));

/**
 * Makes the run's SMTP server refuse every message to `address` with a permanent 550, as a mailbox that does not
 * exist, until `acceptMailTo`. Only that address: the other tests' mail, sent by the same server, goes on arriving.
 * The app's outbox keeps a refused e-mail pending and tries it again until it gives it up (outboxMaxAttempts and
 * outboxRetrySeconds in testEnv.ts).
 */
export function refuseMailTo(address: string): void {
  const marker = refusalMarker(mailDir(), address);
  mkdirSync(join(marker, '..'), { recursive: true });
  writeFileSync(marker, '');
}

export function acceptMailTo(address: string): void {
  rmSync(refusalMarker(mailDir(), address), { force: true });
}
