import { type InsightsPreset, type InsightsRange, insightsPresets } from '@fleet/ui/components/InsightsReport/insights.ts';

const dayMs = 86_400_000;
const plainDay = /^\d{4}-\d{2}-\d{2}$/;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const isDay = (text: string | null): text is string => text !== null && plainDay.test(text) && utcDay(new Date(`${text}T00:00:00Z`)) === text;

/** The last `days` days up to today (UTC). */
export function presetRange(days: InsightsPreset, now: Date): InsightsRange {
  return { preset: days, from: utcDay(new Date(now.getTime() - (days - 1) * dayMs)), to: utcDay(now) };
}

/**
 * The range the query string asks for: `?from=2026-11-01&to=2026-11-07` (a custom range, kept when both are real days
 * in order), else `?days=7|30|90`, else the last 30 days. The server refuses a range over 366 days in words.
 */
export function readInsightsSearch(params: URLSearchParams, now: Date): InsightsRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { preset: 'custom', from, to };
  const days = Number(params.get('days'));
  return presetRange(insightsPresets.find((preset) => preset === days) ?? 30, now);
}

/** The query string of a range: `days=90`, or `from` and `to`; the last 30 days need none. */
export function insightsSearch(range: InsightsRange): URLSearchParams {
  if (range.preset === 'custom') return new URLSearchParams({ from: range.from, to: range.to });
  return new URLSearchParams(range.preset === 30 ? {} : { days: String(range.preset) });
}
