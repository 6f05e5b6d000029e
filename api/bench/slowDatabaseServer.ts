// The API server on a database that takes BENCH_SLOW_MS (2 s) per statement, for the flood in floodBench.ts: with
// BENCH_UPSTREAM_DATABASE_URL, a real PostgreSQL database behind a delaying TCP proxy (delayingProxy.ts), else the
// embedded database in DATA_DIR with each statement held as long before it runs. BENCH_SLOW_STATEMENTS says which:
// `page-views` (the collector's INSERTs) or `all`. The delay starts once the server is up (migrations and seed run at
// full speed) and the server then prints `listening on <port>`.
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../src/config.ts';
import type { Database, Transaction } from '../src/db/Database.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { createLogger } from '../src/logging/createLogger.ts';
import { startServer } from '../src/server/startServer.ts';
import { startDelayingProxy } from './delayingProxy.ts';

const slowMs = Number(process.env.BENCH_SLOW_MS ?? 2_000);
const every = process.env.BENCH_SLOW_STATEMENTS === 'all';
const upstream = process.env.BENCH_UPSTREAM_DATABASE_URL || undefined;
let slowing = false;
const delayOf = (sql: string) => (slowing && (every || /^\s*insert into page_views/i.test(sql)) ? slowMs : 0);

/** The embedded database with each statement held `delayOf(sql)` before it runs (in a transaction too). */
function slowed(db: Database): Database {
  const held = async (sql: string) => {
    const ms = delayOf(sql);
    if (ms > 0) await sleep(ms);
  };
  const wrap = (inner: Transaction): Transaction => ({
    async query(sql, params) {
      await held(sql);
      return inner.query(sql, params);
    },
    async exec(sql) {
      await held(sql);
      return inner.exec(sql);
    },
  });
  return { ...db, ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))) };
}

const logger = await createLogger(process.env);
const proxy = upstream ? await startDelayingProxy(new URL(upstream), delayOf) : undefined;
const config = loadConfig(proxy ? { ...process.env, DATABASE_URL: proxy.url } : process.env);
const opened = await openDatabase(config, logger);
const server = await startServer(config, logger, proxy ? opened : slowed(opened));
slowing = true;
console.log(`listening on ${server.port}`);
