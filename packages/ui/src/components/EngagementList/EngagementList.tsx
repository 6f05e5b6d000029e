import type { RecentOpen } from '@fleet/api-client';
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

export interface EngagementListProps {
  /** Demo links opened in the last 7 days. */
  openedLastWeek?: number;
  /** The most recent opens, the latest first. */
  opens?: readonly RecentOpen[];
  /** The page of the demo request that issued a link (its `lead_id`): the client's e-mail links there. */
  leadHref?: (leadId: string) => string;
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load demo link opens'. */
  error?: string;
}

/** What comes before the latest open's time: '' for a first open ('opened 2 hours ago'), else 'opened 3 times, last '. */
const openTimes = (count: number) => (count > 1 ? `${formatNumber(count)} times, last ` : '');

/** The dashboard's 'Demo Link Opens': how many links clients opened this week, and the latest opens. */
export function EngagementList({ openedLastWeek = 0, opens = [], leadHref, loading, error }: EngagementListProps) {
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
              <li key={open.demo_url_id} className={styles.row}>
                <p className={styles.email}>
                  {open.lead_id && leadHref ? (
                    <Link className={styles.leadLink} href={leadHref(open.lead_id)}>
                      {open.client_email}
                    </Link>
                  ) : (
                    open.client_email
                  )}
                </p>
                <p className={styles.details}>
                  {`${open.creator_name ? `Sent by ${open.creator_name}` : 'Website demo request'} · opened ${openTimes(open.open_count)}`}
                  <time dateTime={open.opened_at} title={formatLeadTime(open.opened_at)}>
                    {timeFromNow(open.opened_at, now)}
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
