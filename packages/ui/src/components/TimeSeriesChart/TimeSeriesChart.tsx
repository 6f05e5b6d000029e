import { scaleLinear, scaleUtc } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { ChartFrame } from '../ChartFrame/ChartFrame.tsx';
import { formatLongDay, formatShortDay, formatValue, thinnedIndexes } from '../ChartFrame/chartFormat.ts';
import { seriesColor } from '../ChartFrame/chartPalette.ts';
import { chartHeight as height } from '../ChartFrame/chartSize.ts';
import { useElementWidth } from '../ChartFrame/useElementWidth.ts';
import * as styles from './TimeSeriesChart.css';
import { valueTicks } from './valueTicks.ts';

/** One day: its date (YYYY-MM-DD, UTC) and a value per series key. */
export type TimeSeriesPoint = { date: string } & Record<string, number | string>;

export interface TimeSeriesChartProps {
  title: string;
  /** Every day of the range, oldest first. */
  data: readonly TimeSeriesPoint[];
  /** The lines drawn, in the palette's order. */
  series: readonly { key: string; label: string }[];
  /** Lines, or areas under them (the first series' only, the others as lines over it). */
  variant?: 'line' | 'area';
  loading?: boolean;
  error?: string;
  /** Nothing worth drawing (every value 0, say); a chart with no day or no series is empty anyway. */
  empty?: boolean;
  /** What an empty chart says, 'No data for these dates.' by default. */
  emptyMessage?: string;
}

const margin = { top: 12, right: 12, bottom: 28 };
/** Room at each end of the x axis for half a date label, which is centred on its day. */
const inset = 24;
/** The narrowest gap between two date labels ('Nov 30' in the axis' font). */
const dayLabelGap = 56;

const pointValue = (point: TimeSeriesPoint, key: string) => Number(point[key] ?? 0);
const timeOf = (point: TimeSeriesPoint) => new Date(`${point.date}T00:00:00Z`);

/** Figures per day: lines (or an area) over the range's days, the y axis in round numbers, dates thinned to fit. */
export function TimeSeriesChart({ title, data, series, variant = 'line', loading, error, empty, emptyMessage }: TimeSeriesChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const table = {
    columns: ['Date', ...series.map((entry) => entry.label)],
    rows: data.map((point) => [formatLongDay(point.date), ...series.map((entry) => formatValue(pointValue(point, entry.key)))]),
  };
  return (
    <ChartFrame
      title={title}
      loading={loading}
      error={error}
      empty={empty || data.length === 0 || series.length === 0}
      emptyMessage={emptyMessage}
      legend={series.map((entry) => entry.label)}
      table={table}
    >
      <div ref={ref}>{width > 0 ? <Drawing data={data} series={series} variant={variant} width={width} /> : <svg className={styles.canvas} />}</div>
    </ChartFrame>
  );
}

function Drawing({ data, series, variant, width }: Required<Pick<TimeSeriesChartProps, 'data' | 'series' | 'variant'>> & { width: number }) {
  const yTicks = valueTicks(Math.max(...data.flatMap((point) => series.map((entry) => pointValue(point, entry.key)))));
  const y = scaleLinear<number>({ domain: [0, yTicks.at(-1)!], range: [height - margin.bottom, margin.top] });
  // Room for the longest tick label on the left.
  const left = 10 + Math.max(...yTicks.map((tick) => formatValue(tick).length)) * 7;
  const first = timeOf(data[0]!);
  const last = timeOf(data.at(-1)!);
  const single = data.length === 1;
  const x = scaleUtc<number>({ domain: [first, single ? new Date(first.getTime() + 1) : last], range: [left + inset, width - margin.right - inset] });
  const xOf = (point: TimeSeriesPoint) => (single ? (left + width - margin.right) / 2 : x(timeOf(point)));
  const labelled = thinnedIndexes(data.length, width - left - margin.right - 2 * inset, dayLabelGap);

  return (
    <svg className={styles.canvas} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="presentation">
      {yTicks.map((tick) => (
        <g key={tick}>
          <line className={styles.gridLine} x1={left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.axisText} x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {labelled.map((index) => {
        const point = data[index]!;
        return (
          <text key={point.date} className={styles.axisText} x={xOf(point)} y={height - 8} textAnchor="middle">
            {formatShortDay(point.date)}
          </text>
        );
      })}
      {series.map((entry, i) => {
        const color = seriesColor(i);
        const yOf = (point: TimeSeriesPoint) => y(pointValue(point, entry.key));
        if (single) {
          const point = data[0]!;
          return (
            <g key={entry.key}>
              <circle cx={xOf(point)} cy={yOf(point)} r={5} fill={color} />
              <text className={styles.valueText} x={xOf(point) + 10} y={yOf(point)} dy="0.32em">
                {formatValue(pointValue(point, entry.key))}
              </text>
            </g>
          );
        }
        return (
          <g key={entry.key}>
            {variant === 'area' && i === 0 ? <AreaClosed data={[...data]} x={xOf} y={yOf} yScale={y} fill={color} fillOpacity={0.12} stroke="none" /> : null}
            <LinePath data={[...data]} x={xOf} y={yOf} stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
          </g>
        );
      })}
    </svg>
  );
}
