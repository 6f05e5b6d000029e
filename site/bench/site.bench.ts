// `npm run bench:site`: Lighthouse (mobile and desktop presets) on every public route of the production
// build, served by `node scripts/start.mjs` as `npm start` serves it, then the phone profile's visits: the
// site's pages, and the admin's sign-in page up to the dashboard. One run at a time: the machine has two
// cores, and a second run would take CPU from the first. Missed targets do not fail the run; only a route
// that could not be measured does.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from '@fleet/bench/formatTable';
import { freePort } from '@fleet/bench/freePort';
import { listSetting, routesSetting } from '@fleet/bench/listSetting';
import { numberSetting } from '@fleet/bench/numberSetting';
import { type BenchContext, runBench } from '@fleet/bench/runBench';
import { killAll } from 'chrome-launcher';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { adminSignInReport } from './adminSignInReport.ts';
import { measureAdminSignIn } from './measureAdminSignIn.ts';
import { measureResponsiveness, type Responsiveness } from './measureResponsiveness.ts';
import { pageRoutes } from './pageRoutes.ts';
import { pageViewBytes } from './pageViewBytes.ts';
import { type LighthouseFigures, type MedianFigures, median, medianFigures, type Preset, presets, runLighthouse } from './runLighthouse.ts';
import { type SiteTarget, siteTargets } from './siteTargets.ts';
import { benchAdmin, type SiteServer, spawnSite } from './spawnSite.ts';

interface Measurement {
  route: string;
  preset: Preset;
  figures?: MedianFigures;
  error?: string;
}

const chosenPresets = (listSetting('BENCH_PRESETS') ?? [...presets]) as Preset[];
// The phone visits per page for the dead window: one visit's figure moves with the machine's load.
const phoneVisits = 3;
const adminPath = '/admin/';
// Outside site/: start.mjs would take a file written there for a source change and rebuild the site.
const reportsDir = fileURLToPath(new URL('../../.bench/site/', import.meta.url));

let site: SiteServer | undefined;
process.once('exit', () => killAll());

const score = (value: number | null) => (value === null ? 'n/a' : String(value));
const fixed = (value: number | undefined, digits: number) => (value === undefined ? 'n/a' : value.toFixed(digits));
const reportName = (m: Measurement) => `${m.preset}-${m.route === '/' ? 'home' : m.route.slice(1).replaceAll('/', '-')}.html`;

function verdict(target: SiteTarget, measurements: readonly Measurement[]): [string, string] {
  const relevant = measurements.filter((m) => target.presets.includes(m.preset) && m.figures);
  if (relevant.length === 0) return ['not measured', ''];
  const misses = relevant.flatMap((m) => {
    const value = target.value(m.figures!);
    if (value === null || value === undefined) return [`${m.route} ${m.preset} n/a`];
    return target.met(value) ? [] : [`${m.route} ${m.preset} ${target.format(value)}`];
  });
  return misses.length === 0 ? ['MET', ''] : ['NOT MET', misses.join(', ')];
}

async function run({ scratchDir: dataDir, stopping }: BenchContext): Promise<number> {
  const unknown = chosenPresets.filter((preset) => !presets.includes(preset));
  if (unknown.length > 0) throw new Error(`BENCH_PRESETS: unknown preset ${unknown.join(', ')} (choose from ${presets.join(', ')})`);
  // The admin's sign-in page on the phone, visited afresh and signed in each time; 0 skips it.
  const adminVisits = numberSetting('BENCH_ADMIN_VISITS', 5, { least: 0, whole: true });
  // Lighthouse's advice: report the median of several runs (it suggests five), not one.
  const runsPerPage = numberSetting('BENCH_RUNS', 5, { least: 1, whole: true });
  // Every page (the newest post's address is read from the running site) unless BENCH_ROUTES names some.
  const chosenRoutes = routesSetting();

  console.log('Starting the production server (node scripts/start.mjs builds the apps first when they are missing or stale)...');
  site = await spawnSite(await freePort(), dataDir);
  const routes = chosenRoutes ?? (await pageRoutes(site.url));
  console.log(`Serving at ${site.url}; Lighthouse on ${routes.length} routes x ${chosenPresets.length} presets x ${runsPerPage} runs, one run at a time`);
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const measurements: Measurement[] = [];
  for (const route of routes) {
    for (const preset of chosenPresets) {
      if (stopping()) return 130;
      const started = Date.now();
      const measurement: Measurement = { route, preset };
      const runs: LighthouseFigures[] = [];
      // Lighthouse now and then loses a trace (NO_NAVSTART, "run Lighthouse again"), twice in a row at times:
      // as many tries again as runs before calling the route unmeasurable.
      for (let attempt = 1; runs.length < runsPerPage && attempt <= runsPerPage * 2; attempt++) {
        try {
          // A first request of its own, so that no score carries the server's first hit on the page.
          await (await fetch(`${site.url}${route}`)).arrayBuffer();
          runs.push(await runLighthouse(`${site.url}${route}`, preset));
        } catch (error) {
          if (stopping()) return 130;
          measurement.error = error instanceof Error ? error.message : String(error);
        }
      }
      if (runs.length === runsPerPage) {
        measurement.figures = medianFigures(runs);
        measurement.error = undefined;
        writeFileSync(join(reportsDir, reportName(measurement)), measurement.figures.report);
      }
      measurements.push(measurement);
      const outcome = measurement.error ? `could not measure: ${measurement.error}` : `${((Date.now() - started) / 1000).toFixed(1)} s`;
      console.log(`  ${route} ${preset}: ${outcome}`);
    }
  }

  const rows = measurements.map(({ route, preset, figures: f }) =>
    !f
      ? [route, preset, 'error', '', '', '', '', '', '', '']
      : [
          route,
          preset,
          score(f.performance),
          score(f.accessibility),
          score(f.bestPractices),
          score(f.seo),
          fixed(f.lcpSeconds, 2),
          fixed(f.cls, 3),
          `${fixed(f.tbtMs, 0)} (${f.tbtRunsMs.map((ms) => ms.toFixed(0)).join(', ')})`,
          fixed(f.totalBytes === undefined ? undefined : f.totalBytes / 1024, 0),
        ],
  );
  console.log(
    `\nLighthouse ${lighthousePackage.version}, each figure the median of ${runsPerPage} runs per route and preset (mobile: its default config; desktop: desktop-config); TBT also lists every run\n`,
  );
  console.log(
    formatTable([['route', 'preset', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'CLS', 'TBT ms (runs)', 'total KiB'], ...rows], 2),
  );
  console.log('');
  console.log(formatTable([['target', 'result', 'missed by'], ...siteTargets.map((target) => [target.label, ...verdict(target, measurements)])], 3));
  console.log(`\nHTML reports: ${reportsDir}`);
  console.log(`\n${pageViewBytes()}`);

  // The dead window: a page that looks ready but ignores a tap. Target: 200 ms or less on every page.
  console.log(`\nFirst paint to live controls on the phone profile (4x CPU, 150 ms, 1.6 Mbps), the median of ${phoneVisits} fresh visits per page\n`);
  const visits = await measureResponsiveness(
    site.url,
    routes.flatMap((route) => Array<string>(phoneVisits).fill(route)),
  );
  console.log(
    formatTable(
      [
        [
          'route',
          'islands on load or idle (script only)',
          'first paint ms',
          'controls live ms',
          'dead window ms',
          'worst visit ms',
          'all hydrated ms',
          'target <= 200 ms',
        ],
        ...routes.map((route) => {
          const mine = visits.filter((visit) => visit.route === route);
          const at = (figure: (visit: Responsiveness) => number) => median(mine.map(figure))!;
          const deadWindows = mine.map((visit) => visit.liveMs - visit.paintMs);
          const dead = median(deadWindows)!;
          return [
            route,
            `${mine[0]!.islands} (${mine[0]!.scriptOnly})`,
            at((visit) => visit.paintMs).toFixed(0),
            at((visit) => visit.liveMs).toFixed(0),
            dead.toFixed(0),
            Math.max(...deadWindows).toFixed(0),
            at((visit) => visit.hydratedMs).toFixed(0),
            dead <= 200 ? 'MET' : 'NOT MET',
          ];
        }),
      ],
      2,
    ),
  );

  if (adminVisits > 0) {
    if (stopping()) return 130;
    console.log('');
    try {
      console.log(adminSignInReport(adminPath, await measureAdminSignIn(site.url, adminPath, benchAdmin, adminVisits)));
    } catch (error) {
      if (stopping()) return 130;
      console.error(`The admin's sign-in page could not be measured: ${error instanceof Error ? error.message : error}`);
      return 1;
    }
  }

  const failed = measurements.filter((m) => m.error);
  if (failed.length > 0)
    console.error(`\n${failed.length} of ${measurements.length} runs could not measure: ${failed.map((m) => `${m.route} ${m.preset}`).join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

await runBench({
  usage: `npm run bench:site: Lighthouse (mobile and desktop) on every public route of the production build, then the phone
profile's visits to the site's pages and to the admin's sign-in page. Variables (default):
  BENCH_ROUTES (comma-separated, each starting with "/"; every page unless given)
  BENCH_PRESETS (${presets.join(',')}), BENCH_RUNS per route and preset (5), BENCH_ADMIN_VISITS (5; 0 skips them)`,
  scratchPrefix: 'fleet-bench-site-',
  run,
  cleanUp: async () => {
    killAll();
    await site?.stop();
  },
});
