import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { RequestedAgainBadge } from '../LeadRequests/RequestedAgainBadge.tsx';
import { LeadStatusBadge } from '../LeadStatusBadge/LeadStatusBadge.tsx';
import { ResponseBadge } from '../ResponseBadge/ResponseBadge.tsx';
import { LeadKindBadge } from './LeadKindBadge.tsx';
import * as styles from './LeadList.css';
import { companyAndEmail, demoDetails, formatLeadTime, type LeadSummary, leadName } from './lead.ts';

export interface LeadRowProps {
  lead: LeadSummary;
  /** The lead's page; the name links there through the app's router link. */
  href: string;
}

/** One lead in the inbox: who sent what (and whether they asked again), where it stands and whether it waits too long. */
export function LeadRow({ lead, href }: LeadRowProps) {
  const Link = useLinkComponent();
  const demo = demoDetails(lead);
  const requestCount = lead.request_count ?? 1;
  return (
    <li className={styles.row}>
      <div className={styles.identity}>
        <div className={styles.titleLine}>
          <LeadKindBadge kind={lead.kind} size="sm" />
          <p className={styles.name}>
            <Link href={href} className={styles.link}>
              {leadName(lead)}
            </Link>
          </p>
          <RequestedAgainBadge count={requestCount} size="sm" />
        </div>
        <p className={styles.details}>{companyAndEmail(lead)}</p>
        {demo ? <p className={styles.details}>{demo}</p> : null}
      </div>
      <div className={styles.standing}>
        <div className={styles.badges}>
          <LeadStatusBadge status={lead.status} size="sm" />
          {lead.overdue ? <ResponseBadge state="overdue" size="sm" /> : null}
        </div>
        <p className={styles.details}>{lead.owner ? `Owner: ${lead.owner.name}` : 'Unassigned'}</p>
        <p className={styles.details}>
          {'Received '}
          <time dateTime={lead.received_at}>{formatLeadTime(lead.received_at)}</time>
        </p>
        {requestCount > 1 && lead.last_requested_at ? (
          <p className={styles.details}>
            {'Last requested '}
            <time dateTime={lead.last_requested_at}>{formatLeadTime(lead.last_requested_at)}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}
