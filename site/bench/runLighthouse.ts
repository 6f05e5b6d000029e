import { splitLocalePath } from '@fleet/i18n/localePath.ts';
import { localeSettings } from '@fleet/i18n/locales.ts';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { launchChromium } from './launchChromium.ts';

export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

/** Lighthouse's own presets: its default config is the mobile one. */
const configs: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** The figures the site's targets are judged on. */
export interface SiteFigures {
  /** Category scores 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpSeconds: number | undefined;
  cls: number | undefined;
  tbtMs: number | undefined;
  totalBytes: number | undefined;
}

export interface LighthouseFigures extends SiteFigures {
  /** The HTML report, for a closer look at a score. */
  report: string;
  /** Lighthouse's own result, from which the figures are read. */
  result: Result;
}

const score = (result: Result, category: string) => {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue;

/** One Lighthouse navigation of `url` with a preset, in a Chromium of its own. Throws when it could not measure. */
export async function runLighthouse(url: string, preset: Preset): Promise<LighthouseFigures> {
  // A page's visitors browse in its language.
  const chromium = await launchChromium(localeSettings[splitLocalePath(new URL(url).pathname).locale].intl);
  try {
    const run = await lighthouse(url, { port: chromium.port, output: 'html', logLevel: 'error' }, configs[preset]);
    if (!run) throw new Error('Lighthouse returned no result');
    const result = run.lhr;
    if (result.runtimeError) throw new Error(`${result.runtimeError.code}: ${result.runtimeError.message}`);
    const lcp = numeric(result, 'largest-contentful-paint');
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      bestPractices: score(result, 'best-practices'),
      seo: score(result, 'seo'),
      lcpSeconds: lcp === undefined ? undefined : lcp / 1000,
      cls: numeric(result, 'cumulative-layout-shift'),
      tbtMs: numeric(result, 'total-blocking-time'),
      totalBytes: numeric(result, 'total-byte-weight'),
      report: Array.isArray(run.report) ? run.report.join('\n') : run.report,
      result,
    };
  } finally {
    chromium.kill();
  }
}

/** The middle value of those known (the mean of the middle two for an even count); undefined when none is. */
export function median(values: readonly (number | null | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2;
}

export interface MedianFigures extends SiteFigures {
  /** The blocking time of every run, lowest first: on a shared two-core machine it swings by tens of milliseconds. */
  tbtRunsMs: number[];
  /** The HTML report of the run Lighthouse itself would pick (nearest the median first paint and time to interactive). */
  report: string;
}

/**
 * Each figure's own median across the runs (Lighthouse CI's "median" aggregation): one run's blocking time, or
 * the blocking time of the run nearest the median paint, is as noisy as the machine; the median of each is not.
 */
export function medianFigures(runs: readonly LighthouseFigures[]): MedianFigures {
  const of = (figure: (run: LighthouseFigures) => number | null | undefined) => median(runs.map(figure));
  const score = (figure: (run: LighthouseFigures) => number | null) => {
    const value = of(figure);
    return value === undefined ? null : Math.round(value);
  };
  const medianRun = computeMedianRun(runs.map((run) => run.result));
  return {
    performance: score((run) => run.performance),
    accessibility: score((run) => run.accessibility),
    bestPractices: score((run) => run.bestPractices),
    seo: score((run) => run.seo),
    lcpSeconds: of((run) => run.lcpSeconds),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    totalBytes: of((run) => run.totalBytes),
    tbtRunsMs: runs.flatMap((run) => (run.tbtMs === undefined ? [] : [run.tbtMs])).sort((a, b) => a - b),
    report: (runs.find((run) => run.result === medianRun) ?? runs[0]!).report,
  };
}
