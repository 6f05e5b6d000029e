import { useId } from 'react';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { formatLeadTime, newestFirst } from '../LeadList/lead.ts';
import * as styles from './LeadHistory.css';
import { describeChange, type LeadHistoryEntry } from './leadHistory.ts';

export interface LeadHistoryProps {
  entries?: readonly LeadHistoryEntry[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load the history'. */
  error?: string;
}

/** 'History': every change made to a lead, who made it and when, newest first. */
export function LeadHistory({ entries = [], loading, error }: LeadHistoryProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        History
      </Heading>
      <AdminListState loading={loading} loadingText="Loading the history..." error={error} empty={entries.length === 0} emptyText="No changes yet">
        <ul className={styles.list} aria-labelledby={titleId}>
          {newestFirst(entries).map((entry) => (
            <li key={entry.id} className={styles.row}>
              <p className={styles.what}>{describeChange(entry.change)}</p>
              <p className={styles.details}>
                {`${entry.by} · `}
                <time dateTime={entry.at}>{formatLeadTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}
