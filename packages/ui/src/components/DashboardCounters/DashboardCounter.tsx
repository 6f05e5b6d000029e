import { formatNumber } from '@fleet/rules';
import * as styles from './DashboardCounters.css';

export interface DashboardCounterProps {
  label: string;
  value: number;
  description: string;
  loading: boolean;
}

export function DashboardCounter({ label, value, description, loading }: DashboardCounterProps) {
  return (
    <div className={styles.counter}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{loading ? <span className={styles.skeleton} aria-hidden="true" /> : formatNumber(value)}</dd>
      <dd className={styles.description}>{description}</dd>
    </div>
  );
}
