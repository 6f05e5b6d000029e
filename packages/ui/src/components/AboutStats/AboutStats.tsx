import { formatNumber } from '@fleet/rules';
import type { ReactNode } from 'react';
import { FeatureIcon } from '../FeatureIcon/FeatureIcon.tsx';
import * as styles from './AboutStats.css';

export interface AboutStat {
  value: number;
  /** After the number, e.g. '+'. */
  suffix?: string;
  label: string;
  icon?: ReactNode;
}

export interface AboutStatsProps {
  stats: readonly AboutStat[];
}

/** Headline figures (10,000+ connected vehicles, …) in a grid of two, four on wide screens. */
export function AboutStats({ stats }: AboutStatsProps) {
  return (
    <dl className={styles.grid}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.figure}>
            {stat.icon ? <FeatureIcon>{stat.icon}</FeatureIcon> : null}
            {`${formatNumber(stat.value)}${stat.suffix ?? ''}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
