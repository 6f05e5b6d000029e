import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock on an embedded database folder: two processes on one PGlite directory silently
 * lose rows, so a second one must refuse. A lock left by a process that died (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is already in use by another process (pid ${holder}). ` +
            'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}; another process is starting on it.`);
}
