import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../src/db/Database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/openPglite.ts';
import { openPostgres } from '../src/db/openPostgres.ts';
import { seedIfEmpty } from '../src/db/seed/seedIfEmpty.ts';
import { anonFetch } from '../test/process/anonFetch.ts';
import { type ServerProcess, spawnServer } from '../test/process/spawnServer.ts';
import { measureEndpoint } from './measureEndpoint.ts';
import { postgresDatabase } from './postgresDatabase.ts';
import { seedLeads } from './seedLeads.ts';

export interface LeadsBenchOptions {
  /** Where the embedded database goes. */
  dataDir: string;
  /** A PostgreSQL server (`postgres://…`) to measure on as well: a database of its own is made there and dropped after. */
  postgresUrl: string | undefined;
  leads: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  log(line: string): void;
}

/** The inbox's reads the target is about: a first page, filtered, searched, or both. */
const queries = [
  ['no filter', ''],
  ['kind=demo&status=new', 'kind=demo&status=new'],
  ['kind=demo&status=new&search=korenski', 'kind=demo&status=new&search=korenski'],
  ['search=korenski (a surname)', 'search=korenski'],
  ['search=north freight (a company)', 'search=north%20freight'],
  ['owner=… (a manager’s leads)', 'owner=OWNER'],
] as const;

const superAdmin = { email: 'super@process.example', password: 'Process-Secret-42!' };

/** A manager who has taken a tenth of the leads (the seed runs before the server makes its first super admin). */
async function seedOwner(db: Database): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into managers (name, email, role, password_hash) values ('Owen Owner', 'owen.owner@bench.example', 'manager', 'no-login') returning id`,
  );
  return row!.id;
}

async function seeded(db: Database, count: number): Promise<string> {
  await migrate(db);
  await seedIfEmpty(db);
  const owner = await seedOwner(db);
  await seedLeads(db, count, owner);
  return owner;
}

interface Backend {
  name: string;
  server: ServerProcess;
  owner: string;
  drop(): Promise<void>;
}

async function pgliteBackend(options: LeadsBenchOptions): Promise<Backend> {
  const dataDir = join(options.dataDir, 'leads');
  let owner = '';
  const db = await openPglite(dataDir, async (fresh) => {
    owner = await seeded(fresh, options.leads);
  });
  await db.close();
  return { name: 'PGlite', server: spawnServer(dataDir), owner, drop: async () => undefined };
}

async function postgresBackend(options: LeadsBenchOptions, serverUrl: string): Promise<Backend> {
  const database = await postgresDatabase(serverUrl, 'fleet_bench_');
  const db = await openPostgres(database.url, 2);
  const owner = await seeded(db, options.leads);
  await db.close();
  const server = spawnServer(join(options.dataDir, 'unused'), { DATABASE_URL: database.url, MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  return { name: 'PostgreSQL', server, owner, drop: database.drop };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await anonFetch(`${baseUrl}/functions/v1/signin`, superAdmin);
  const body = (await response.json()) as { session?: { access_token: string } };
  if (!body.session) throw new Error(`could not sign in to the bench server: ${JSON.stringify(body)}`);
  return body.session.access_token;
}

/**
 * The leads inbox on `leads` leads: each first page of listLeads at `connections` connections, on the embedded
 * database and, given a server, on PostgreSQL. Rows: backend, query, req/s, p50, p99, verdict against 50 ms p99.
 */
export async function benchLeads(options: LeadsBenchOptions): Promise<{ rows: string[][]; failures: number }> {
  const rows: string[][] = [];
  let failures = 0;
  const makers = [() => pgliteBackend(options), ...(options.postgresUrl ? [() => postgresBackend(options, options.postgresUrl!)] : [])];
  for (const make of makers) {
    const started = performance.now();
    const backend = await make();
    try {
      const url = await backend.server.waitUntilServing(600_000);
      options.log(
        `  ${backend.name}: ${options.leads.toLocaleString('en-US')} leads seeded and served in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const headers = { Authorization: `Bearer ${await signIn(url)}` };
      for (const [label, query] of queries) {
        const target = {
          name: `${backend.name} listLeads ${label}`,
          url: `${url}/functions/v1/leads${query ? `?${query.replace('OWNER', backend.owner)}` : ''}`,
          headers,
        };
        const check = await fetch(target.url, { headers });
        const page = (await check.json()) as { total?: number };
        options.log(`  ${target.name}: ${page.total ?? '?'} match; ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured`);
        failures += (await measureEndpoint(target, options.connections, options.warmupSeconds)).failures;
        const figures = await measureEndpoint(target, options.connections, options.durationSeconds);
        failures += figures.failures;
        rows.push([
          target.name,
          String(page.total ?? ''),
          figures.requestsPerSecond.toFixed(0),
          String(figures.p50),
          String(figures.p99),
          figures.p99 < 50 ? 'MET' : 'NOT MET',
        ]);
      }
    } finally {
      await backend.server.kill('SIGTERM');
      await backend.drop();
    }
  }
  return { rows, failures };
}
