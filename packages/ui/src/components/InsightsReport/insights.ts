import type { Insights } from '@fleet/api-client';

/** The ranges offered at once; any other is a custom one. */
export const insightsPresets = [7, 30, 90] as const;
export type InsightsPreset = (typeof insightsPresets)[number];

/** The UTC days a report covers, both included, and how they were chosen. */
export interface InsightsRange {
  preset: InsightsPreset | 'custom';
  /** YYYY-MM-DD. */
  from: string;
  to: string;
}

/** What the Insights page shows for a range: the contract's Insights, less the range it was asked for (the page's `range`). */
export type InsightsData = Omit<Insights, 'from' | 'to'>;

/** The sources drawn as their own line in 'Leads by source'; the rest are one line, 'Other'. */
export const chartedSources = 4;

/**
 * Leads per day, one series per source (the `chartedSources` with most leads, then 'Other'), every day of the range.
 * The keys are `s0`, `s1`… so that a source's name can be anything.
 */
export function leadsBySource(days: InsightsData['days'], origins: InsightsData['lead_origins']) {
  const totals = new Map<string, number>();
  for (const origin of origins) totals.set(origin.source, (totals.get(origin.source) ?? 0) + origin.leads);
  const ranked = [...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([source]) => source);
  const named = ranked.slice(0, chartedSources);
  const hasOther = ranked.length > chartedSources;
  const series = [...named.map((source, i) => ({ key: `s${i}`, label: source })), ...(hasOther ? [{ key: 'other', label: 'Other' }] : [])];
  const keyOf = (source: string) => {
    const index = named.indexOf(source);
    return index === -1 ? 'other' : `s${index}`;
  };
  const data = days.map((day) => {
    const row: { date: string } & Record<string, number | string> = { date: day.date };
    for (const { key } of series) row[key] = 0;
    for (const origin of origins) if (origin.date === day.date) row[keyOf(origin.source)] = (row[keyOf(origin.source)] as number) + origin.leads;
    return row;
  });
  return { series, data };
}
