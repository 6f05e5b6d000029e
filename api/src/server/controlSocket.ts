import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { createBackup } from '../db/backup/backupArchive.ts';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../logging/createLogger.ts';

/**
 * The embedded database lives inside the server's process, which holds its folder's lock; a backup taken while the
 * server runs must therefore be taken by the server. It answers `npm run db:backup` on a Unix socket in DATA_DIR,
 * made under a umask of 077 in a folder kept at 0700: whoever may connect may read the database files already. Nothing
 * listens on a network port for it. What it hands over is the database's snapshot; the command makes the backup file
 * from it (finishBackup), in its own process rather than the server's.
 */
export const controlSocketName = 'control.sock';

/** Linux keeps at most 107 bytes of a socket's path. */
const longestSocketPath = 107;

export function controlSocketPath(dataDir: string): string {
  return join(dataDir, controlSocketName);
}

/**
 * Serves POST /backup on DATA_DIR/control.sock until the returned function is called; undefined (and a warning) when the
 * socket cannot be made there, which leaves the server serving: only online backups are missing.
 */
export async function serveControlSocket(dataDir: string, db: Database, logger: Logger): Promise<(() => Promise<void>) | undefined> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > longestSocketPath) {
    logger.warn(
      { path },
      `[backup] ${path} is longer than a Unix socket's path may be (${longestSocketPath} bytes): npm run db:backup works only with the server stopped`,
    );
    return undefined;
  }
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Only POST /backup is served here.\n');
      return;
    }
    const started = performance.now();
    createBackup(db).then(
      (archive) => {
        logger.info({ bytes: archive.length, durationMs: Math.round(performance.now() - started) }, '[backup] Took a backup of the embedded database');
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': archive.length }).end(archive);
      },
      (error: Error) => {
        logger.error({ err: error }, `[backup] A backup failed: ${error.message}`);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`);
      },
    );
  });
  try {
    // Holding the folder's lock, a socket left there is a dead server's (kill -9).
    rmSync(path, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // The socket is made by listen() itself, at once: under this umask it is never connectable by anyone else, not
      // even for the moment before a chmod (DATA_DIR, 0700, keeps others out as well).
      const umask = process.umask(0o077);
      try {
        server.listen(path, () => {
          server.off('error', reject);
          resolve();
        });
      } finally {
        process.umask(umask);
      }
    });
    chmodSync(path, 0o600);
  } catch (error) {
    logger.warn({ err: error, path }, `[backup] Cannot listen on ${path}: npm run db:backup works only with the server stopped`);
    server.close();
    return undefined;
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Why asking the running server failed: it does not listen (an older release, a path too long) or it refused. */
export class ControlSocketError extends Error {}

/** Asks the server running on `dataDir` for a backup; resolves to the backup's bytes. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup', timeout: 600_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new ControlSocketError(`the server answered: ${body.toString('utf8').trim() || res.statusCode}`));
      });
    });
    req.on('timeout', () => req.destroy(new ControlSocketError('the server did not answer within 10 minutes')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error instanceof ControlSocketError
          ? error
          : new ControlSocketError(`it does not answer on ${controlSocketPath(dataDir)} (${error.code ?? error.message})`),
      ),
    );
    req.end();
  });
}
