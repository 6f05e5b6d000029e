import { InsightsReport } from '@fleet/ui/components/InsightsReport/InsightsReport.tsx';
import type { InsightsRange } from '@fleet/ui/components/InsightsReport/insights.ts';
import { useSearchParams } from 'react-router-dom';
import { useInsightsQuery } from '../../data/insights/useInsightsQuery.ts';
import { insightsSearch, presetRange, readInsightsSearch } from './insightsSearch.ts';

/** The Insights page body: the report for the range the address names (Back returns to the one before). */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const range = readInsightsSearch(params, now);
  const insights = useInsightsQuery(range.from, range.to);
  const setRange = (next: InsightsRange) => setParams(insightsSearch(next), { preventScrollReset: true });

  return (
    <InsightsReport
      range={range}
      onRangeChange={setRange}
      presetRange={(days) => presetRange(days, now)}
      report={insights.data}
      loading={insights.isFetching}
      error={insights.isError ? insights.error.message : undefined}
    />
  );
}
