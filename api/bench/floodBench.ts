import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { processAnonKey } from '../test/process/anonFetch.ts';
import { processServerEnv } from '../test/process/spawnServer.ts';
import { postgresDatabase } from './postgresDatabase.ts';

const script = fileURLToPath(new URL('./slowDatabaseServer.ts', import.meta.url));
const apiDir = fileURLToPath(new URL('../', import.meta.url));
const metricsToken = 'flood-bench-metrics-token-0123456789';
const site = 'https://www.example.com';
const userAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
];

export type SlowStatements = 'page-views' | 'all';

export interface FloodOptions {
  dataDir: string;
  /** A PostgreSQL server (`postgres://…`) to run on, behind the delaying proxy: a database of its own is made there and dropped after. */
  postgresUrl: string | undefined;
  statements: SlowStatements;
  slowMs: number;
  floodSeconds: number;
  connections: number;
  log(line: string): void;
}

export interface FloodFigures {
  database: string;
  beaconsPerSecond: number;
  statusCodes: Record<string, number>;
  dropped: Record<string, number>;
  rssMb: { before: number; half: number; peak: number; after: number };
  /** Each demo request's answer time (ms) and status. */
  leads: { ms: number; status: number }[];
  failures: number;
}

const rssMbOf = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/** An address of 198.18.0.0/15 (the range set aside for benchmarks): 131,072 of them, so the limit per address rarely bites. */
const someAddress = () => {
  const n = Math.floor(Math.random() * 131_072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

async function spawnSlowServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [script], { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let out = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /listening on (\d+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    void exited.then(() => reject(new Error(`the slow-database server exited before listening:\n${out}`)));
  });
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The page views answered but not counted, by reason, as the server's /metrics says. */
async function droppedViews(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text();
  const dropped: Record<string, number> = {};
  for (const [, reason, value] of text.matchAll(/^fleet_page_views_dropped_total\{reason="(\w+)"\} (\d+)/gm)) dropped[reason!] = Number(value);
  const pooled = /^fleet_page_views_pooled_total (\d+)/m.exec(text)?.[1];
  return { ...dropped, pooled: Number(pooled ?? 0) };
}

/**
 * A flood of page-view beacons at the collector's full rate (autocannon, as fast as the server answers, from many
 * addresses) for `floodSeconds`, against a server whose database takes `slowMs` per statement; three demo requests
 * sent during it (at a quarter, half and three quarters of it), each timed; the server's RSS before, during and
 * after; and what the collector dropped.
 */
export async function benchFlood(options: FloodOptions): Promise<FloodFigures> {
  const database = options.postgresUrl ? await postgresDatabase(options.postgresUrl, 'fleet_bench_flood_') : undefined;
  const server = await spawnSlowServer({
    ...processServerEnv,
    DATA_DIR: join(options.dataDir, `flood-${options.statements}`),
    BENCH_UPSTREAM_DATABASE_URL: database?.url ?? '',
    ...(database ? { MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
    BENCH_SLOW_STATEMENTS: options.statements,
    BENCH_SLOW_MS: String(options.slowMs),
    PUBLIC_URL: site,
    TRUST_PROXY: '1',
    ACCESS_LOG: 'off',
    LOG_LEVEL: 'error',
    METRICS_TOKEN: metricsToken,
  });
  try {
    const before = rssMbOf(server.pid);
    let peak = before;
    let half = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(server.pid))), 250);
    const flood = autocannon({
      url: `${server.url}/functions/v1/collect`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Origin: site },
      body: JSON.stringify({ url: `${site}/pricing?utm_source=newsletter&utm_campaign=spring`, referrer: 'https://news.example.org/' }),
      connections: options.connections,
      duration: options.floodSeconds,
      requests: [
        {
          setupRequest: (request) => {
            const userAgent = userAgents[Math.floor(Math.random() * userAgents.length)]!;
            return { ...request, headers: { ...request.headers, 'X-Forwarded-For': someAddress(), 'User-Agent': userAgent } };
          },
        },
      ],
    });
    const leads: FloodFigures['leads'] = [];
    for (const [i, share] of [0.25, 0.5, 0.75].entries()) {
      await sleep(options.floodSeconds * 250);
      if (share === 0.5) half = rssMbOf(server.pid);
      const started = performance.now();
      const answer = await fetch(`${server.url}/functions/v1/send-demo-request`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${processAnonKey}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': `203.0.113.${i + 10}`,
          'User-Agent': userAgents[1]!,
        },
        body: JSON.stringify({ firstName: 'Flo', lastName: 'Od', email: `flood.${options.statements}.${i}@bench.example`, company: 'Flood Freight' }),
      });
      await answer.arrayBuffer();
      leads.push({ ms: Math.round(performance.now() - started), status: answer.status });
    }
    const result = await flood;
    clearInterval(sampler);
    const after = rssMbOf(server.pid);
    peak = Math.max(peak, after);
    return {
      database: database ? 'PostgreSQL behind a delaying proxy' : 'embedded, each statement held',
      beaconsPerSecond: result.requests.average,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0])),
      dropped: await droppedViews(server.url),
      rssMb: { before, half, peak, after },
      leads,
      failures: result.errors + leads.filter((lead) => lead.status !== 200).length,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}
