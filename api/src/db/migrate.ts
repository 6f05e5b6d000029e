import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logging/createLogger.ts';
import type { Database } from './Database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Every migration step holds this lock: several API instances may start at once against one PostgreSQL server. */
const migrationLock = 'select pg_advisory_xact_lock(7401)';
/**
 * A migration may rewrite a large table, and waiting for the lock lasts as long as another instance's migration: no
 * statement timeout (DATABASE_STATEMENT_TIMEOUT_MS) for the steps. Set before the lock, whose wait it would otherwise cut short.
 */
const noStatementTimeout = 'set local statement_timeout = 0';

/** The migrations this release carries, in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Applies the SQL files in migrations/ in name order, each once, each in its own transaction. Instances starting
 * together apply each file once between them: whoever takes the lock first applies it, the others find it applied.
 */
export async function migrate(db: Database, logger?: Logger): Promise<string[]> {
  // Under the lock too: two `create table if not exists` at once can both try to create it, and one fails.
  await db.transaction(async (tx) => {
    await tx.query(noStatementTimeout);
    await tx.query(migrationLock);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const name of migrationNames()) {
    const sql = readFileSync(migrationsDir + name, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(noStatementTimeout);
      await tx.query(migrationLock);
      const rows = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (rows.length > 0) return false;
      logger?.info({ migration: name }, `Applying migration ${name}…`);
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
