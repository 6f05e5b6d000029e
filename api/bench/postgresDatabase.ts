import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one bench run on a PostgreSQL server, and how to drop it after. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (`postgres://…`), named `prefix` and a random suffix
 * so that runs side by side do not meet; `drop` removes it even with connections still open.
 */
export async function postgresDatabase(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
