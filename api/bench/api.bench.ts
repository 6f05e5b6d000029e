// `npm run bench:api`: the cached public reads and the first page of posts with _embed, against a
// bare Hono route in the same run; then the leads inbox's first pages on 100,000 leads (bench/leadsBench.ts); then a
// flood of page views against a database that takes 2 s per statement, with demo requests sent during it (bench/floodBench.ts).
// The servers run as child processes so that autocannon, here, does not share their event loop.
import { join } from 'node:path';
import { formatTable } from '@fleet/bench/formatTable';
import { numberSetting } from '@fleet/bench/numberSetting';
import { type BenchContext, runBench } from '@fleet/bench/runBench';
import { processAnonKey } from '../test/process/anonFetch.ts';
import { killAllServers, spawnServer } from '../test/process/spawnServer.ts';
import { benchFlood, type FloodFigures, type SlowStatements } from './floodBench.ts';
import { benchLeads } from './leadsBench.ts';
import { type Figures, measureEndpoint, type Target } from './measureEndpoint.ts';
import { type BareServer, spawnBareServer } from './spawnBareServer.ts';

const connections = numberSetting('BENCH_CONNECTIONS', 50, { least: 1 });
const durationSeconds = numberSetting('BENCH_DURATION', 5, { least: 1 });
const warmupSeconds = numberSetting('BENCH_WARMUP', 2, { least: 0 });
/** Leads seeded for the inbox's rows (0 skips them), the connections they are measured at, and a PostgreSQL server to measure on too. */
const leadCount = numberSetting('BENCH_LEADS', 100_000, { least: 0, whole: true });
const leadConnections = numberSetting('BENCH_LEADS_CONNECTIONS', 10, { least: 1 });
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
/**
 * The flood (BENCH_FLOOD_SECONDS=0 skips it): its length, what is slow (`page-views`: the collector's INSERTs; `all`:
 * every statement, on PostgreSQL only by default: the embedded database runs one statement at a time, so there every
 * request waits behind the background work's 2 s statements), how slow, and the target for the demo requests.
 */
const floodSeconds = numberSetting('BENCH_FLOOD_SECONDS', 10, { least: 0 });
const floodStatements = (process.env.BENCH_FLOOD_STATEMENTS ?? (postgresUrl ? 'page-views,all' : 'page-views')).split(',').filter(Boolean) as SlowStatements[];
const slowMs = numberSetting('BENCH_SLOW_MS', 2_000, { least: 0 });
const leadTargetMs = 1_000;

interface Goal {
  label: string;
  met(figures: Figures, bare: Figures): boolean;
}

const shareOfBare: Goal = { label: '>= 60% of bare', met: (f, bare) => f.requestsPerSecond >= 0.6 * bare.requestsPerSecond };
const fastEmbeds: Goal = { label: `p99 < 50 ms at ${connections} conn.`, met: (f) => f.p99 < 50 };
const fastBeacons: Goal = { label: `p99 <= 10 ms at ${connections} conn.`, met: (f) => f.p99 <= 10 };

const beaconUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The quiet server's PUBLIC_URL: the collector counts the pages of this origin only. */
const site = 'https://www.example.com';
const beaconBody = JSON.stringify({ url: `${site}/pricing?utm_source=newsletter&utm_campaign=spring`, referrer: 'https://news.example.org/' });

let bare: BareServer | undefined;

async function run({ scratchDir: dataDir }: BenchContext): Promise<number> {
  console.log('Starting the API server twice (access log on and off, fresh embedded databases) and a bare Hono route...');
  const api = spawnServer(join(dataDir, 'logged'));
  // The bare route writes no access line; the goal compares like with like, and the logged rows show what the line costs.
  // Every beacon comes from this one address: the limit per address (60 a minute) would refuse nearly all of them.
  const quiet = spawnServer(join(dataDir, 'quiet'), { ACCESS_LOG: 'off', COLLECT_RATE_LIMIT: '0', PUBLIC_URL: site });
  const [apiUrl, quietUrl, bareServer] = await Promise.all([api.waitUntilServing(), quiet.waitUntilServing(), spawnBareServer()]);
  bare = bareServer;
  const auth = { Authorization: `Bearer ${processAnonKey}` };
  const targets: (Target & { goal?: Goal })[] = [
    { name: 'bare Hono GET /', url: `${bare.url}/` },
    { name: 'GET /functions/v1/fleet-stats', url: `${quietUrl}/functions/v1/fleet-stats`, headers: auth, goal: shareOfBare },
    { name: 'GET /functions/v1/pricing', url: `${quietUrl}/functions/v1/pricing`, headers: auth, goal: shareOfBare },
    { name: 'GET /functions/v1/fleet-stats, access log on', url: `${apiUrl}/functions/v1/fleet-stats`, headers: auth },
    { name: 'GET /functions/v1/pricing, access log on', url: `${apiUrl}/functions/v1/pricing`, headers: auth },
    { name: 'GET /wp-json/wp/v2/posts?per_page=6&_embed=1', url: `${apiUrl}/wp-json/wp/v2/posts?per_page=6&_embed=1`, goal: fastEmbeds },
    {
      name: 'bare Hono POST / (body read, 204)',
      url: `${bare.url}/`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: beaconBody,
    },
    {
      name: 'POST /functions/v1/collect (a page view)',
      url: `${quietUrl}/functions/v1/collect`,
      method: 'POST',
      // As a browser sends the site's own beacon: counted (another site's would be answered alike and not counted).
      headers: { 'Content-Type': 'application/json', 'User-Agent': beaconUserAgent, 'Sec-Fetch-Site': 'same-origin', Origin: site },
      body: beaconBody,
      goal: fastBeacons,
    },
    {
      name: 'GET /functions/v1/collect (a view without script)',
      url: `${quietUrl}/functions/v1/collect?p=%2Fpricing`,
      headers: { 'User-Agent': beaconUserAgent, 'Sec-Fetch-Site': 'same-origin', Referer: `${site}/pricing?utm_source=flyer` },
      goal: fastBeacons,
    },
  ];

  let failures = 0;
  const results: Figures[] = [];
  for (const target of targets) {
    console.log(`  ${target.name}: ${warmupSeconds} s warm-up, ${durationSeconds} s measured`);
    failures += (await measureEndpoint(target, connections, warmupSeconds)).failures;
    const figures = await measureEndpoint(target, connections, durationSeconds);
    failures += figures.failures;
    results.push(figures);
  }

  const baseline = results[0]!;
  const rows = targets.map((target, i) => {
    const f = results[i]!;
    const share = i === 0 ? '' : `${((100 * f.requestsPerSecond) / baseline.requestsPerSecond).toFixed(0)}%`;
    const verdict = target.goal ? (target.goal.met(f, baseline) ? 'MET' : 'NOT MET') : '';
    return [target.name, f.requestsPerSecond.toFixed(0), String(f.p50), String(f.p99), share, target.goal?.label ?? '', verdict];
  });
  console.log(
    `\n${connections} connections, ${durationSeconds} s each (autocannon in this process, servers in child processes; the first two API rows with ACCESS_LOG=off)\n`,
  );
  console.log(formatTable([['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'target', 'result'], ...rows]));
  if (leadCount > 0) {
    console.log(`\nSeeding ${leadCount.toLocaleString('en-US')} leads${postgresUrl ? ' (embedded database, then PostgreSQL)' : ''} for the leads inbox...`);
    const leads = await benchLeads({
      dataDir,
      postgresUrl,
      leads: leadCount,
      connections: leadConnections,
      durationSeconds,
      warmupSeconds,
      log: (line) => console.log(line),
    });
    failures += leads.failures;
    console.log(
      `\nThe leads inbox's first page on ${leadCount.toLocaleString('en-US')} leads, ${leadConnections} connections, ${durationSeconds} s each (access log on)\n`,
    );
    console.log(formatTable([['GET /functions/v1/leads', 'matches', 'req/s', 'p50 ms', 'p99 ms', `p99 < 50 ms`], ...leads.rows]));
  }
  if (floodSeconds > 0) failures += await runFloods(dataDir);
  if (failures > 0) console.error(`\n${failures} requests failed (connection errors, timeouts or non-2xx answers)`);
  return failures > 0 ? 1 : 0;
}

/** The floods, one per kind of slowness, and their table. Returns the requests that failed. */
async function runFloods(dataDir: string): Promise<number> {
  const database = postgresUrl ? 'PostgreSQL (BENCH_DATABASE_URL) behind a delaying TCP proxy' : 'the embedded database, each statement held in the server';
  console.log(`\nFlooding the collector for ${floodSeconds} s on ${database}, ${slowMs / 1000} s a statement...`);
  const rows: string[][] = [];
  let failures = 0;
  for (const statements of floodStatements) {
    const slow = statements === 'all' ? 'every statement' : 'each page-view INSERT';
    console.log(`  ${slow} takes ${slowMs / 1000} s: ${connections} connections, three demo requests during the flood`);
    const f: FloodFigures = await benchFlood({ dataDir, postgresUrl, statements, slowMs, floodSeconds, connections, log: (line) => console.log(line) });
    failures += f.failures;
    const slowest = Math.max(...f.leads.map((lead) => lead.ms));
    const answered = Object.entries(f.statusCodes)
      .map(([code, count]) => `${count} ${code}`)
      .join(', ');
    const dropped = ['backlog', 'rate_limited', 'write_failed', 'other_site'].map((reason) => `${f.dropped[reason] ?? 0} ${reason}`).join(', ');
    // Bounded: no more than 64 MB grown over the second half of the flood, when the backlog has long been full.
    const bounded = f.rssMb.after - f.rssMb.half <= 64;
    // Only the collector's writes slow: the leads' own statements are not, and a lead must not wait on the views.
    const verdict = statements === 'all' ? 'n/a: its own statements take 2 s each' : slowest < leadTargetMs && bounded ? 'MET' : 'NOT MET';
    rows.push([
      slow,
      f.beaconsPerSecond.toFixed(0),
      answered,
      dropped,
      `${f.rssMb.before} / ${f.rssMb.half} / ${f.rssMb.peak} / ${f.rssMb.after}`,
      f.leads.map((lead) => `${lead.ms}${lead.status === 200 ? '' : ` (${lead.status})`}`).join(', '),
      verdict,
    ]);
  }
  console.log(
    `\nPage views at full rate for ${floodSeconds} s from 131,072 addresses, ${connections} connections, on ${database} (${slowMs / 1000} s a statement)\n`,
  );
  console.log(
    formatTable([
      [
        'slow',
        'beacons/s',
        'answered',
        'views dropped',
        'RSS MB before / half / peak / after',
        'demo requests, ms',
        `memory bounded, leads < ${leadTargetMs / 1000} s`,
      ],
      ...rows,
    ]),
  );
  return failures;
}

await runBench({
  usage: `npm run bench:api: the API's public reads and page views against a bare Hono route, the leads inbox on many leads,
and a flood of page views on a slow database. Variables (default):
  BENCH_CONNECTIONS (50), BENCH_DURATION seconds (5), BENCH_WARMUP seconds (2)
  BENCH_LEADS (100000; 0 skips the inbox), BENCH_LEADS_CONNECTIONS (10), BENCH_DATABASE_URL (PostgreSQL to measure on too)
  BENCH_FLOOD_SECONDS (10; 0 skips the flood), BENCH_FLOOD_STATEMENTS (page-views[,all]), BENCH_SLOW_MS (2000)`,
  scratchPrefix: 'fleet-bench-',
  run,
  cleanUp: async () => {
    await Promise.all([killAllServers(), bare?.stop()]);
  },
});
