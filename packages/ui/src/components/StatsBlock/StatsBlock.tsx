import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './StatsBlock.css';

export interface StatsBlockProps {
  /** Fleet users; 0 when nothing is known (the app's helper answers 0 when the call fails and no numbers were shown). */
  users?: number;
  dashcams?: number;
  /** Placeholders of the loaded size while the one request is under way. */
  loading?: boolean;
  /** Shown instead of the counts, e.g. 'Failed to load fleet statistics' (only when the app's helper itself threw). */
  error?: string;
}

interface Stat {
  label: string;
  value: number;
}

/** The home page's live community statistics: fleet users and dashcams, with a note on where they come from. */
export function StatsBlock({ users = 0, dashcams = 0, loading = false, error }: StatsBlockProps) {
  const { t, number } = useMessages();
  if (error) {
    return (
      <div className={styles.block}>
        <p role="alert" className={styles.error}>
          {error}
        </p>
      </div>
    );
  }
  const stats: readonly Stat[] = [
    { label: t('statsBlock.fleetUsers'), value: users },
    { label: t('statsBlock.dashcams'), value: dashcams },
  ];
  return (
    <div className={styles.block}>
      {/* Always mounted, so the region exists before its text changes and screen readers hear it. */}
      <VisuallyHidden>
        <span role="status">{loading ? t('statsBlock.loading') : null}</span>
      </VisuallyHidden>
      <dl className={styles.grid} aria-busy={loading || undefined}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.figure}>
              {loading ? (
                <span className={styles.placeholder}>
                  <Skeleton width="100%" height="100%" />
                </span>
              ) : (
                number(stat.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.caption}>{t('statsBlock.caption')}</p>
    </div>
  );
}
