import type { Preset, SiteFigures } from './runLighthouse.ts';

export interface SiteTarget {
  label: string;
  /** The presets the target applies to. */
  presets: readonly Preset[];
  value(figures: SiteFigures): number | null | undefined;
  met(value: number): boolean;
  format(value: number): string;
}

const both = ['mobile', 'desktop'] as const;
const perfect = (label: string, value: SiteTarget['value']): SiteTarget => ({
  label: `${label} = 100`,
  presets: both,
  value,
  met: (v) => v === 100,
  format: String,
});

export const siteTargets: readonly SiteTarget[] = [
  { label: 'performance >= 98 on mobile', presets: ['mobile'], value: (f) => f.performance, met: (v) => v >= 98, format: String },
  perfect('accessibility', (f) => f.accessibility),
  perfect('best practices', (f) => f.bestPractices),
  perfect('SEO', (f) => f.seo),
  { label: 'LCP <= 2.0 s on mobile', presets: ['mobile'], value: (f) => f.lcpSeconds, met: (v) => v <= 2.0, format: (v) => `${v.toFixed(2)} s` },
  { label: 'TBT <= 50 ms on mobile', presets: ['mobile'], value: (f) => f.tbtMs, met: (v) => v <= 50, format: (v) => `${v.toFixed(0)} ms` },
  { label: 'CLS <= 0.02', presets: both, value: (f) => f.cls, met: (v) => v <= 0.02, format: (v) => v.toFixed(3) },
];
