import { timeFromNow } from '@fleet/rules';
import { useNow } from '../../providers/ClockProvider.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import { formatBusinessMinutes } from '../ResponseBadge/formatBusinessMinutes.ts';
import { ResponseBadge } from '../ResponseBadge/ResponseBadge.tsx';
import * as styles from './LeadDetail.css';
import type { Lead } from './leadDetail.ts';

export type LeadResponseProps = Pick<Lead, 'overdue' | 'respond_by' | 'worked_at' | 'response_minutes'>;

/** Whether the lead has anything to say about its response: a lead that came before the response clock has not. */
export const hasLeadResponse = ({ overdue, respond_by, worked_at }: LeadResponseProps) => Boolean(overdue || respond_by || worked_at);

/** How the lead stands against the response target: 'Overdue since …', 'Respond by …' or 'Worked in 3 h 20 min'. */
export function LeadResponse({ overdue, respond_by: respondBy, worked_at: workedAt, response_minutes: responseMinutes }: LeadResponseProps) {
  const now = useNow();
  if (workedAt) {
    return (
      <>
        <span className={styles.valueLine}>{typeof responseMinutes === 'number' ? `Worked in ${formatBusinessMinutes(responseMinutes)}` : 'Worked'}</span>
        <time className={styles.note} dateTime={workedAt}>
          {formatLeadTime(workedAt)}
        </time>
      </>
    );
  }
  return (
    <>
      <ResponseBadge state={overdue ? 'overdue' : 'unworked'} />
      {respondBy ? (
        <>
          <span className={styles.valueLine}>
            <span>
              {overdue ? 'Overdue since ' : 'Respond by '}
              <time dateTime={respondBy}>{formatLeadTime(respondBy)}</time>
            </span>
          </span>
          <span className={styles.note}>{timeFromNow(respondBy, now)}</span>
        </>
      ) : null}
    </>
  );
}
