// `npm run bench:load`: every public page (as /sitemap.xml lists them), the feed, the sitemap, the newest post
// and two pages rendered for their query string, at 50 connections, side by side with a static file measured at
// the start and at the end of the same run; then a spike of 300 connections on the static file and on /.
// The server (`node src/main.ts` on the production build of the site and a fresh embedded database) runs as a
// child process so that autocannon, here, does not share its event loop. As in bench:api, a missed target
// prints NOT met without failing the run; requests that failed (errors, timeouts, answers other than 200) do.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { formatTable } from '@fleet/bench/formatTable';
import { routesSetting } from '@fleet/bench/listSetting';
import { numberSetting } from '@fleet/bench/numberSetting';
import { type BenchContext, runBench } from '@fleet/bench/runBench';
import { killAllServers, spawnServer } from '../test/process/spawnServer.ts';
import { coresBetween, sampleCpu } from './cpuUse.ts';
import { beyondTimeout, failedRequests, type Goal, misses, pageGoal, shareOf, spikeGoal } from './loadGoals.ts';
import { browserHeaders, siteRoutes, staticScript } from './loadRoutes.ts';
import { type Figures, measureEndpoint } from './measureEndpoint.ts';
import { waitUntilIdle } from './waitUntilIdle.ts';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const siteDist = fileURLToPath(new URL('../../site/dist', import.meta.url));
const adminDist = fileURLToPath(new URL('../../admin/dist', import.meta.url));

interface Row {
  name: string;
  connections: number;
  figures: Figures;
  /** Cores used while it was measured: "bench / server / other". */
  cores: string;
  /** The longest this process's event loop, where autocannon times the answers, was held up, in milliseconds. */
  lagMs: number;
  /** The static file's row this one is compared with. */
  reference?: Figures;
  goal?: Goal;
}

async function run({ scratchDir: dataDir }: BenchContext): Promise<number> {
  const connections = numberSetting('BENCH_CONNECTIONS', 50, { least: 1 });
  const durationSeconds = numberSetting('BENCH_DURATION', 5, { least: 1 });
  const warmupSeconds = numberSetting('BENCH_WARMUP', 1, { least: 0 });
  const spikeConnections = numberSetting('BENCH_SPIKE_CONNECTIONS', 300, { least: 0 });
  const spikeSeconds = numberSetting('BENCH_SPIKE_DURATION', 8, { least: 1 });
  // autocannon's own default (10 s) could never fire within a 5 or 8 s run.
  const timeoutSeconds = numberSetting('BENCH_TIMEOUT', 2, { least: 0.1 });
  const chosenRoutes = routesSetting();
  if (!existsSync(join(siteDist, 'client')) || !existsSync(adminDist)) throw new Error(`${siteDist} or ${adminDist} is missing: run npm run build`);

  console.log('Starting the server (node src/main.ts, NODE_ENV=production, the built site and admin, a fresh embedded database)...');
  const server = spawnServer(join(dataDir, 'db'), { NODE_ENV: 'production', SITE_DIST: siteDist, ADMIN_DIST: adminDist });
  const baseUrl = await server.waitUntilServing();

  let warmupFailures = 0;
  async function measure(route: string, rowConnections: number, seconds: number): Promise<{ figures: Figures; cores: string; lagMs: number }> {
    const target = { name: `GET ${route}`, url: `${baseUrl}${route}`, headers: browserHeaders(route) };
    console.log(`  GET ${route} at ${rowConnections} connections: ${warmupSeconds} s warm-up, ${seconds} s measured`);
    if (warmupSeconds > 0) {
      warmupFailures += failedRequests(await measureEndpoint(target, rowConnections, warmupSeconds, { timeoutSeconds }));
      await settle('the warm-up');
    }
    const lag = monitorEventLoopDelay({ resolution: 10 });
    const before = sampleCpu(server.pid);
    lag.enable();
    const figures = await measureEndpoint(target, rowConnections, seconds, { timeoutSeconds });
    lag.disable();
    const cores = coresBetween(before, sampleCpu(server.pid));
    await settle('the run');
    return { figures, cores, lagMs: lag.max / 1e6 };
  }
  async function settle(after: string) {
    const tookMs = await waitUntilIdle(baseUrl);
    if (tookMs === undefined) console.log(`    the server was still busy a minute after ${after}; what follows starts on a busy server`);
    else if (tookMs > 1000) console.log(`    the server was idle again ${(tookMs / 1000).toFixed(1)} s after ${after}`);
  }

  const routes = chosenRoutes ?? (await siteRoutes(baseUrl));
  const script = staticScript(join(siteDist, 'client'));
  // The first start creates and seeds the database; its last writes must not land in the first row.
  await settle('its start');

  console.log(`Measuring ${plural(routes.length, 'route')} between two runs on the static file ${script}...`);
  const opening = await measure(script, connections, durationSeconds);
  const measured: Awaited<ReturnType<typeof measure>>[] = [];
  for (const route of routes) measured.push(await measure(route, connections, durationSeconds));
  const closing = await measure(script, connections, durationSeconds);
  // Each route against the static row measured closest in time: the machine is shared, and its speed drifts.
  const firstHalf = Math.ceil(routes.length / 2);
  const rows: Row[] = [
    { name: 'static file, opening', connections, ...opening },
    ...routes.map((route, i) => ({
      name: `GET ${route}`,
      connections,
      ...measured[i]!,
      reference: (i < firstHalf ? opening : closing).figures,
      goal: pageGoal,
    })),
    { name: 'static file, closing', connections, ...closing },
  ];

  const spikeRows: Row[] = [];
  if (spikeConnections > 0) {
    console.log(`Spike: ${spikeConnections} connections on the static file, then on /...`);
    const staticSpike = await measure(script, spikeConnections, spikeSeconds);
    const homeSpike = await measure('/', spikeConnections, spikeSeconds);
    spikeRows.push(
      { name: 'static file', connections: spikeConnections, ...staticSpike },
      { name: 'GET /', connections: spikeConnections, ...homeSpike, reference: staticSpike.figures, goal: spikeGoal },
    );
  }

  const timeoutMs = String(timeoutSeconds * 1000);
  const drift = Math.abs(1 - shareOf(closing.figures, opening.figures));
  console.log(
    [
      `\n${plural(routes.length, 'route')} at ${connections} connections, ${durationSeconds} s each after a ${warmupSeconds} s warm-up on the same URL, each run on an idle server`,
      `(autocannon in this process, the server in a child process with its access log on, as it runs by default; requests as a browser sends them, Accept-Encoding: br, gzip).`,
      `Static file: ${script}. Target per route: ${pageGoal.label}, every answer 200.`,
      `"vs static": against the static row measured closest in time (the first ${firstHalf} against the opening one, the other ${routes.length - firstHalf} against the closing one);`,
      `the two static rows differ by ${(100 * drift).toFixed(0)}%, the machine's drift over the run: a share that close to 50% is no clear verdict.`,
      `A request unanswered after ${timeoutSeconds} s is a timeout; autocannon records no latency for it, so a percentile the timeouts alone reach prints as "> ${timeoutMs}".`,
      `"cores b/s/o": cores kept busy during the row by the bench process (autocannon, and the server's log it reads), the server, and everything else on the machine's ${availableParallelism()}.`,
      `"bench lag": the longest the bench process's event loop was held up; autocannon times each answer there, so a lag near p99 is the bench's, not the server's.\n`,
    ].join('\n'),
  );
  console.log(formatTable(table(rows, timeoutMs)));
  if (spikeRows.length > 0) {
    console.log(
      [
        `\nSpike: ${spikeConnections} connections at once for ${spikeSeconds} s, after a ${warmupSeconds} s warm-up at the same count and a pause until the server is idle.`,
        `Target for /: ${spikeGoal.label}, every answer 200. autocannon shares the machine's cores with the server: the static row shows the ceiling of both together.\n`,
      ].join('\n'),
    );
    console.log(formatTable(table(spikeRows, timeoutMs)));
  }

  const allRows = [...rows, ...spikeRows];
  const missed = allRows.filter((row) => row.goal && misses(row.goal, row.figures, row.reference!).length > 0).length;
  console.log(
    `\n${missed} of ${allRows.filter((row) => row.goal).length} rows miss their target (reported only; the exit code counts failed requests, as in bench:api)`,
  );
  const failures = warmupFailures + allRows.reduce((sum, row) => sum + failedRequests(row.figures), 0);
  if (failures > 0) {
    console.error(`${failures} requests failed (connection errors, timeouts or answers other than 200; ${warmupFailures} of them in the warm-ups)`);
  }
  return failures > 0 ? 1 : 0;
}

function table(rows: readonly Row[], timeoutMs: string): string[][] {
  const latency = (f: Figures, percentile: 50 | 99) => {
    if (beyondTimeout(f, percentile)) return `> ${timeoutMs}`;
    const ms = percentile === 50 ? f.p50 : f.p99;
    return ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
  };
  const body = rows.map(({ name, connections, figures: f, cores, lagMs, reference, goal }) => {
    const found = goal ? misses(goal, f, reference!) : [];
    return [
      name,
      String(connections),
      f.requestsPerSecond.toFixed(0),
      latency(f, 50),
      latency(f, 99),
      String(f.errors),
      String(f.timeouts),
      Object.entries(f.statusCodes)
        .map(([code, count]) => `${code}: ${count}`)
        .join(', ') || 'none',
      reference ? `${(100 * shareOf(f, reference)).toFixed(0)}%` : '',
      cores,
      lagMs.toFixed(0),
      goal ? (found.length === 0 ? 'met' : `NOT met (${found.join(', ')})`) : '',
    ];
  });
  return [['', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'answers', 'vs static', 'cores b/s/o', 'bench lag ms', 'result'], ...body];
}

await runBench({
  usage: `npm run bench:load: every public page, the feed, the sitemap and the newest post at 50 connections beside a static
file, then a spike on the static file and on / (needs npm run build). Variables (default):
  BENCH_CONNECTIONS (50), BENCH_DURATION seconds (5), BENCH_WARMUP seconds (1), BENCH_TIMEOUT seconds (2)
  BENCH_SPIKE_CONNECTIONS (300; 0 skips the spike), BENCH_SPIKE_DURATION seconds (8)
  BENCH_ROUTES (comma-separated, each starting with "/"; every page unless given)`,
  scratchPrefix: 'fleet-bench-load-',
  run,
  cleanUp: killAllServers,
});
