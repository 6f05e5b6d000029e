import type { OwnerResponseTime, ResponseTimes } from '@fleet/api-client';
import { useId } from 'react';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { formatBusinessMinutes } from '../ResponseBadge/formatBusinessMinutes.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ResponseTimePanel.css';
import { ResponseTimeTable } from './ResponseTimeTable.tsx';

const placeholderRows = ['a', 'b', 'c', 'd'] as const;

export interface ResponseTimePanelProps {
  /** The owners' figures, in the order to list them; none while they load. */
  owners?: readonly OwnerResponseTime[];
  /** The leads nobody has, listed last as 'Nobody'. */
  unassigned?: ResponseTimes['unassigned'];
  /** The response target, in business minutes: 'Target: 4 h'. */
  targetMinutes?: number;
  /** Placeholders keep the panel's size while the figures load. */
  loading?: boolean;
  /** Shown instead of the table, e.g. 'Failed to load response times'. */
  error?: string;
}

/**
 * The dashboard's 'Response Times': how fast each owner works their leads against the target, and how many of their
 * leads (and of the ones nobody has) wait now. Empty when there is no owner and nothing unassigned waits.
 */
export function ResponseTimePanel({ owners = [], unassigned = { unworked: 0, overdue: 0 }, targetMinutes, loading, error }: ResponseTimePanelProps) {
  const titleId = useId();
  const empty = owners.length === 0 && unassigned.unworked === 0;
  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading level="2" size="4" id={titleId}>
            Response Times
          </Heading>
          {targetMinutes !== undefined && !loading && !error ? <p className={styles.target}>{`Target: ${formatBusinessMinutes(targetMinutes)}`}</p> : null}
        </div>
        {/* Always in the page, so the loading notice is announced when it appears. */}
        <VisuallyHidden>
          <span role="status">{loading ? 'Loading response times...' : ''}</span>
        </VisuallyHidden>
        {loading ? (
          <div className={styles.placeholders}>
            {placeholderRows.map((key) => (
              <span key={key} className={styles.placeholderRow}>
                <Skeleton width="100%" height="100%" />
              </span>
            ))}
          </div>
        ) : error ? (
          <InlineMessage tone="error">{error}</InlineMessage>
        ) : empty ? (
          <EmptyState title="No leads worked in the last 30 days" />
        ) : (
          <ResponseTimeTable owners={owners} unassigned={unassigned} />
        )}
      </div>
    </Card>
  );
}
