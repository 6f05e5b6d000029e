import { scaleLinear } from '@visx/scale';
import { ChartFrame } from '../ChartFrame/ChartFrame.tsx';
import { formatValue, type ValueFormat } from '../ChartFrame/chartFormat.ts';
import * as styles from './BarChart.css';

export interface BarChartItem {
  /** What the bar is of: a page's path, a source, a person. */
  label: string;
  value: number;
  /** A second figure under the bar, e.g. '38 leads'. */
  detail?: string;
}

export interface BarChartProps {
  title: string;
  /** Largest first, as the app ranked them. */
  data: readonly BarChartItem[];
  /** Counts, or shares of 0–1 written as percentages (the bars then run to 100%). */
  valueFormat?: ValueFormat;
  /** The table's header for the value column. */
  valueLabel?: string;
  loading?: boolean;
  error?: string;
  emptyMessage?: string;
}

/**
 * A ranked list drawn as bars: each label (long ones wrap) with its value, the largest bar full width (or 100% for
 * shares). Bars rather than an axis: it reads the same on a phone.
 */
export function BarChart({
  title,
  data,
  valueFormat = 'number',
  valueLabel = valueFormat === 'percent' ? 'Share' : 'Count',
  loading,
  error,
  emptyMessage,
}: BarChartProps) {
  const most = valueFormat === 'percent' ? 1 : Math.max(0, ...data.map((item) => item.value));
  const length = scaleLinear<number>({ domain: [0, most || 1], range: [0, 100], clamp: true });
  const table = {
    columns: ['Name', valueLabel, ...(data.some((item) => item.detail) ? ['Detail'] : [])],
    rows: data.map((item) => [item.label, formatValue(item.value, valueFormat), ...(data.some((entry) => entry.detail) ? [item.detail ?? ''] : [])]),
  };
  return (
    <ChartFrame title={title} loading={loading} error={error} empty={data.length === 0} emptyMessage={emptyMessage} table={table}>
      <ul className={styles.bars}>
        {data.map((item) => (
          <li key={item.label} className={styles.bar}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.value}>{formatValue(item.value, valueFormat)}</span>
            <span className={styles.track}>
              <span className={styles.fill} style={{ width: `${length(item.value)}%` }} />
            </span>
            {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
