import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  /** The process holding the folder, when one was found (not while two start on it at the same moment). */
  readonly holder: number | undefined;

  constructor(message: string, holder?: number) {
    super(message);
    this.holder = holder;
  }
}

/** Whether `pid` is a live Node.js process (a reused pid of another program does not count). */
function isLiveServer(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock on an embedded database folder: two processes on one PGlite directory silently
 * lose rows, so a second one must refuse. A lock left by a process that died (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readHolder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder !== null && holder !== process.pid && isLiveServer(holder)) {
      throw new DataDirInUseError(
        `The database in ${dataDir} is already in use by another process (pid ${holder}). ` +
          'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
        holder,
      );
    }
    // Move the stale lock aside atomically; if what we moved turns out to be someone's fresh lock, put it back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    if (readHolder(aside) !== holder) {
      renameSync(aside, file);
      continue;
    }
    rmSync(aside, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process is starting on it at the same time.`);
}
