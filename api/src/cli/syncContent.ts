/**
 * Runs one sync of the WordPress mirror (CONTENT_SOURCE_URL) against the configured database and prints
 * what changed:  npm run content:sync
 * The server must be stopped first when it runs on the embedded database (it holds the lock); on PostgreSQL
 * it may keep running, and a sync it has under way is waited for.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/dataDirLock.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { loadDotEnv } from '../loadDotEnv.ts';
import { createLogger } from '../logging/createLogger.ts';
import { createContentMirror, describeChanges, type SyncOutcome } from '../services/contentMirror/createContentMirror.ts';
import type { PostRef } from '../services/contentMirror/types.ts';

// `npm run … -w @fleet/api` starts this in api/; the person, and `npm start`, work where npm was started.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const list = (mark: string, posts: PostRef[]) => posts.map((post) => `  ${mark} ${post.id}  ${post.title}`);

try {
  loadDotEnv();
  // The outcome is printed below; the log says only what goes wrong beyond it.
  const logger = await createLogger({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', LOG_FORMAT: process.env.LOG_FORMAT });
  const config = loadConfig();
  if (!config.contentSource) {
    console.error('CONTENT_SOURCE_URL is not set: there is no WordPress site to sync from (the blog shows the seeded posts).');
    process.exit(1);
  }
  const db = await openDatabase(config, logger);
  let outcome: SyncOutcome;
  try {
    const mirror = createContentMirror(db, { source: config.contentSource, logger });
    outcome = await mirror.syncNow();
    // Another instance holds the lease: wait for it to finish, then sync (it leaves the mirror current meanwhile).
    for (let waited = 0; outcome.result === 'queued' && waited < 180; waited += 2) {
      if (waited === 0) console.log('Another server is syncing right now; waiting for it to finish…');
      await sleep(2000);
      outcome = await mirror.syncNow();
    }
  } finally {
    await db.close();
  }
  if (outcome.result !== 'ok') {
    console.error(
      outcome.result === 'failed'
        ? `The sync from ${config.contentSource.url} failed: ${outcome.error}. The mirror is as it was.`
        : 'Another server kept syncing for three minutes; try again later.',
    );
    process.exit(1);
  }
  const { changes } = outcome;
  const seconds = ((outcome.finishedAt.getTime() - outcome.startedAt.getTime()) / 1000).toFixed(1);
  const kind = outcome.replaced ? 'first import, in place of the previous content' : outcome.full ? 'full read' : 'changes since the last sync';
  console.log(`Synced ${config.contentSource.url} (${kind}) in ${seconds} s: ${describeChanges(changes)}.`);
  for (const line of [...list('+', changes.added), ...list('~', changes.updated), ...list('-', changes.removed)]) console.log(line);
} catch (error) {
  const message = error instanceof DataDirInUseError || error instanceof Error ? error.message : String(error);
  console.error(`Could not sync: ${message}`);
  process.exit(1);
}
