import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * Writes `bytes` to `path` whole or not at all, readable by its owner only (a backup holds staff and customer data): into
 * a file beside it, then renamed over it. That file has a name no one can guess and is made afresh ('wx', 0600): a
 * file or a link someone else put there in advance is never written through, and no other user can open it meanwhile.
 */
export function writePrivately(path: string, bytes: Uint8Array): void {
  const partial = `${path}.partial-${randomBytes(8).toString('hex')}`;
  const fd = openSync(partial, 'wx', 0o600);
  try {
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
