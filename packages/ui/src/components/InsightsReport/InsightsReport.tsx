import { formatNumber } from '@fleet/rules';
import { useState } from 'react';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { BarChart } from '../BarChart/BarChart.tsx';
import { shareOf } from '../ChartFrame/chartFormat.ts';
import { FilterChips } from '../FilterChips/FilterChips.tsx';
import { FunnelChart } from '../FunnelChart/FunnelChart.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { TimeSeriesChart } from '../TimeSeriesChart/TimeSeriesChart.tsx';
import * as styles from './InsightsReport.css';
import { type InsightsData, type InsightsPreset, type InsightsRange, insightsPresets, leadsBySource } from './insights.ts';

const periodOptions = [...insightsPresets.map((days) => ({ value: String(days), label: `Last ${days} days` })), { value: 'custom', label: 'Custom' }];

export interface InsightsReportProps {
  range: InsightsRange;
  /** A period chosen, or a custom range once both its days are set, in order. */
  onRangeChange: (range: InsightsRange) => void;
  /** The last 7, 30 or 90 days up to today, as the app counts them. */
  presetRange: (days: InsightsPreset) => InsightsRange;
  report?: InsightsData;
  loading?: boolean;
  /** Shown instead of the report, e.g. 'Failed to load insights'. */
  error?: string;
}

/**
 * The Insights page: how many people came, which pages they read, what brought them, and how many became leads and
 * opened their demo link, for the last 7, 30 or 90 days or a custom range. Every chart carries its figures as a table.
 */
export function InsightsReport({ range, onRangeChange, presetRange, report, loading, error }: InsightsReportProps) {
  const [custom, setCustom] = useState({ from: range.from, to: range.to });
  const setCustomDay = (change: Partial<typeof custom>) => {
    const next = { ...custom, ...change };
    setCustom(next);
    if (next.from && next.to && next.from <= next.to) onRangeChange({ preset: 'custom', ...next });
  };
  const choosePeriod = (value: string) => {
    if (value === 'custom') {
      // The custom range starts from the days shown.
      setCustom({ from: range.from, to: range.to });
      onRangeChange({ preset: 'custom', from: range.from, to: range.to });
    } else onRangeChange(presetRange(Number(value) as InsightsPreset));
  };
  const state = { loading, error };

  return (
    <div className={styles.page}>
      <AdminPageHeader title="Insights" description="Who came to the website, what brought them, and how many became leads." />
      <div className={styles.range}>
        <FilterChips label="Period" options={periodOptions} value={String(range.preset)} onChange={choosePeriod} />
        {range.preset === 'custom' ? (
          <div className={styles.customRange}>
            <TextField
              label="From"
              type="date"
              value={custom.from}
              max={custom.to}
              onChange={(event) => setCustomDay({ from: event.target.value })}
              fullWidth
            />
            <TextField label="To" type="date" value={custom.to} min={custom.from} onChange={(event) => setCustomDay({ to: event.target.value })} fullWidth />
          </div>
        ) : null}
      </div>
      <AdminListState loading={loading && !report} loadingText="Loading insights..." error={error} empty={false} emptyText="">
        {report ? <Report report={report} {...state} /> : null}
      </AdminListState>
    </div>
  );
}

function Report({ report, loading }: { report: InsightsData; loading?: boolean }) {
  const leads = report.funnel.leads;
  const bySource = leadsBySource(report.days, report.lead_origins);
  const visitorDays = report.days.map((day) => ({ date: day.date, visitors: day.visitors, pageviews: day.pageviews }));
  return (
    <>
      <dl className={styles.totals} aria-busy={loading || undefined}>
        <Total label="Visitors" value={formatNumber(report.visitors)} />
        <Total label="Page views" value={formatNumber(report.pageviews)} />
        <Total label="Leads" value={formatNumber(leads)} />
        <Total label="Leads per visitor" value={shareOf(leads, report.visitors)} />
      </dl>
      <div className={styles.charts}>
        <div className={styles.wide}>
          <TimeSeriesChart
            title="Visitors and page views per day"
            variant="area"
            data={visitorDays}
            series={[
              { key: 'visitors', label: 'Visitors' },
              { key: 'pageviews', label: 'Page views' },
            ]}
            empty={report.pageviews === 0}
            emptyMessage="No visits on these dates."
          />
        </div>
        <FunnelChart
          title="From visitor to opened demo link"
          steps={[
            { label: 'Visitors', value: report.funnel.visitors },
            { label: 'Opened a form page', value: report.funnel.form_visitors },
            { label: 'Leads', value: report.funnel.leads },
            { label: 'Demo links generated', value: report.funnel.demo_links },
            { label: 'Demo links opened', value: report.funnel.demo_links_opened },
          ]}
        />
        <BarChart
          title="Top pages"
          data={report.pages.map((page) => ({ label: page.path, value: page.views, detail: `${formatNumber(page.visitors)} visitors` }))}
          emptyMessage="No page views on these dates."
        />
        <BarChart
          title="Top sources"
          data={report.sources.map((source) => ({ label: source.source, value: source.visits, detail: `${formatNumber(source.leads)} leads` }))}
          emptyMessage="No visits on these dates."
        />
        <BarChart
          title="Campaigns"
          data={report.campaigns.map((campaign) => ({ label: campaign.campaign, value: campaign.visits, detail: `${formatNumber(campaign.leads)} leads` }))}
          emptyMessage="No campaign brought a visit on these dates."
        />
        <div className={styles.wide}>
          <TimeSeriesChart title="Leads by source per day" data={bySource.data} series={bySource.series} emptyMessage="No leads on these dates." />
        </div>
        <BarChart
          title="Demo-link open rate by creator"
          valueFormat="percent"
          data={report.creators.map((creator) => ({
            label: creator.name,
            value: creator.demo_links === 0 ? 0 : creator.opened / creator.demo_links,
            detail: `${formatNumber(creator.opened)} of ${formatNumber(creator.demo_links)} opened`,
          }))}
          emptyMessage="No demo links were generated on these dates."
        />
      </div>
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.total}>
      <dt className={styles.totalLabel}>{label}</dt>
      <dd className={styles.totalValue}>{value}</dd>
    </div>
  );
}
