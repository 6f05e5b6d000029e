import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logging/createLogger.ts';
import type { Database } from './Database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the SQL files in migrations/ in name order, each once, each in its own transaction. */
export async function migrate(db: Database, logger?: Logger): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(migrationsDir + name, 'utf8');
    const done = await db.transaction(async (tx) => {
      // Several API instances may start at once against one PostgreSQL server.
      await tx.query('select pg_advisory_xact_lock(7401)');
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
