import { formatNumber } from '@fleet/rules';
import { ChartFrame } from '../ChartFrame/ChartFrame.tsx';
import { shareOf } from '../ChartFrame/chartFormat.ts';
import * as styles from './FunnelChart.css';

export interface FunnelStep {
  label: string;
  value: number;
}

export interface FunnelChartProps {
  title: string;
  /** From the widest step to the narrowest. */
  steps: readonly FunnelStep[];
  loading?: boolean;
  error?: string;
  emptyMessage?: string;
}

/** Steps from the first to the last, each with its count and the share it kept of the step before and of the first. */
export function FunnelChart({ title, steps, loading, error, emptyMessage }: FunnelChartProps) {
  const first = steps[0]?.value ?? 0;
  const table = {
    columns: ['Step', 'Count', 'Of the step before', 'Of the first step'],
    rows: steps.map((step, i) => [
      step.label,
      formatNumber(step.value),
      i === 0 ? '—' : shareOf(step.value, steps[i - 1]!.value),
      i === 0 ? '—' : shareOf(step.value, first),
    ]),
  };
  return (
    <ChartFrame title={title} loading={loading} error={error} empty={steps.length === 0} emptyMessage={emptyMessage} table={table}>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step.label} className={styles.step}>
            <span className={styles.label}>{step.label}</span>
            <span className={styles.value}>{formatNumber(step.value)}</span>
            <span className={styles.track}>
              <span className={styles.fill} style={{ width: first === 0 ? '0%' : `${Math.min(100, (100 * step.value) / first)}%` }} />
            </span>
            {i > 0 ? (
              <span className={styles.conversion}>
                {shareOf(step.value, steps[i - 1]!.value)} of the step before · {shareOf(step.value, first)} of {steps[0]!.label.toLowerCase()}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </ChartFrame>
  );
}
