import type { ReactNode } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
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

/** Headline figures (10,000+ connected vehicles, …, in the page's number format) in a grid of two, four on wide screens. */
export function AboutStats({ stats }: AboutStatsProps) {
  const { number } = useMessages();
  return (
    <dl className={styles.grid}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.figure}>
            {stat.icon ? <FeatureIcon>{stat.icon}</FeatureIcon> : null}
            {`${number(stat.value)}${stat.suffix ?? ''}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
