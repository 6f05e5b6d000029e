import { formatNumber, timeFromNow } from '@fleet/rules';
import { useId } from 'react';
import { EyeIcon } from '../../icons/index.ts';
import { useNow } from '../../providers/ClockProvider.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import * as styles from './EngagementList.css';

/** A demo link a client opened, at its latest open. */
export interface DemoLinkOpen {
  /** The demo link's id. */
  id: string;
  clientEmail: string;
  /** The manager who made the link; null for one the website's demo request form made. */
  sentBy: string | null;
  /** ISO 8601: the latest open. */
  openedAt: string;
  /** How many times the link has been opened in all. */
  openCount: number;
  /** The page of the demo request that issued the link, when one did. */
  leadHref?: string;
}

export interface EngagementListProps {
  /** Demo links opened in the last 7 days. */
  openedLastWeek?: number;
  /** The most recent opens, the latest first. */
  opens?: readonly DemoLinkOpen[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load demo link opens'. */
  error?: string;
}

/** What comes before the latest open's time: '' for a first open ('opened 2 hours ago'), else 'opened 3 times, last '. */
const openTimes = (count: number) => (count > 1 ? `${formatNumber(count)} times, last ` : '');

/** The dashboard's 'Demo Link Opens': how many links clients opened this week, and the latest opens. */
export function EngagementList({ openedLastWeek = 0, opens = [], loading, error }: EngagementListProps) {
  const titleId = useId();
  const now = useNow();
  const Link = useLinkComponent();
  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <div className={styles.body}>
        <Heading level="2" size="4" id={titleId}>
          Demo Link Opens
        </Heading>
        <AdminListState
          loading={loading}
          loadingText="Loading demo link opens..."
          error={error}
          empty={opens.length === 0}
          emptyText="No demo links opened yet"
          emptyIcon={<EyeIcon />}
        >
          <p className={styles.count}>
            {'Opened in the last 7 days: '}
            <span className={styles.countValue}>{formatNumber(openedLastWeek)}</span>
          </p>
          <ul className={styles.list} aria-label="Latest opens">
            {opens.map((open) => (
              <li key={open.id} className={styles.row}>
                <p className={styles.email}>
                  {open.leadHref ? (
                    <Link className={styles.leadLink} href={open.leadHref}>
                      {open.clientEmail}
                    </Link>
                  ) : (
                    open.clientEmail
                  )}
                </p>
                <p className={styles.details}>
                  {`${open.sentBy ? `Sent by ${open.sentBy}` : 'Website demo request'} · opened ${openTimes(open.openCount)}`}
                  <time dateTime={open.openedAt} title={formatLeadTime(open.openedAt)}>
                    {timeFromNow(open.openedAt, now)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        </AdminListState>
      </div>
    </Card>
  );
}
