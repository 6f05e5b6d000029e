import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { launchChromium } from './launchChromium.ts';

export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

/** Lighthouse's own presets: its default config is the mobile one. */
const configs: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export interface LighthouseFigures {
  /** Category scores 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpSeconds: number | undefined;
  cls: number | undefined;
  tbtMs: number | undefined;
  totalBytes: number | undefined;
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
  const chromium = await launchChromium();
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

/**
 * The run Lighthouse itself would report from several (the one nearest the median first contentful paint
 * and time to interactive): a single run's blocking time varies by tens of milliseconds on a busy machine.
 */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = computeMedianRun(runs.map((run) => run.result));
  return runs.find((run) => run.result === median) ?? runs[0]!;
}
