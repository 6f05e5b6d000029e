import { chmodSync, mkdirSync, statSync } from 'node:fs';
import type { Logger } from '../logging/createLogger.ts';

/**
 * Makes `dir` (and its missing parents) readable by this user only, 0700: DATA_DIR holds the database files, the key of
 * the two-step secrets and the backup socket. One that exists with wider permissions is narrowed to 0700, and said
 * so; one this user cannot change (another's folder) is only warned about.
 */
export function makePrivateDir(dir: string, logger?: Pick<Logger, 'warn'>): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  const was = mode.toString(8).padStart(4, '0');
  try {
    chmodSync(dir, 0o700);
    logger?.warn({ dir, mode: was }, `${dir} was open to other users (mode ${was}); it is now 0700, readable by this user only`);
  } catch (error) {
    logger?.warn(
      { dir, mode: was, err: error },
      `${dir} is open to other users (mode ${was}) and could not be narrowed (${(error as NodeJS.ErrnoException).code}): run chmod 700 ${dir}`,
    );
  }
}
