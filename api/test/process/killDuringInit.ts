import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer } from './spawnServer.ts';

/** Stages of the first start, told apart by what the staging folder `pgdata.init-<pid>` holds. */
const initStages = {
  /** The folder exists but PGlite has written nothing yet (it builds the cluster in memory first). */
  booting: (entries: readonly string[]) => entries.length === 0,
  /** initdb's files are being written out. */
  writingCluster: (entries: readonly string[]) => entries.length > 0 && !entries.includes('postmaster.pid'),
  /** Postgres runs on the staging folder: migrations and seed. */
  migratingAndSeeding: (entries: readonly string[]) => entries.includes('postmaster.pid'),
} as const;

export type InitStage = keyof typeof initStages;

/**
 * Starts a server on a folder without a store and kills it (SIGKILL) as soon as its staging folder
 * shows `stage`, before it serves; resolves to that staging folder's name.
 */
export async function killDuringInit(dataDir: string, stage: InitStage): Promise<string> {
  const server = spawnServer(dataDir);
  const staging = `pgdata.init-${server.pid}`;
  const deadline = Date.now() + 90_000;
  const tooLate = () => existsSync(join(dataDir, 'pgdata')) || server.stdout().includes('Serving');
  for (;;) {
    const entries = existsSync(join(dataDir, staging)) ? readdirSync(join(dataDir, staging)) : undefined;
    if (entries && initStages[stage](entries)) break;
    if (tooLate() || Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`never saw the stage "${stage}" in ${staging}; stderr:\n${server.stderr()}`);
    }
    await sleep(5);
  }
  const status = await server.kill('SIGKILL');
  if (status.signal !== 'SIGKILL') throw new Error(`the server exited on its own: ${JSON.stringify(status)}\n${server.stderr()}`);
  if (tooLate()) throw new Error(`the kill at "${stage}" came after the store was renamed into place`);
  return staging;
}
