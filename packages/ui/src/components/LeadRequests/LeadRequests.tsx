import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { LeadKindBadge } from '../LeadList/LeadKindBadge.tsx';
import type { LeadField } from '../LeadList/lead.ts';
import { formatLeadTime } from '../LeadList/lead.ts';
import { LeadRequestField } from './LeadRequestField.tsx';
import * as styles from './LeadRequests.css';
import { differingFields, type LeadRequest, oldestFirst, senderLine } from './leadRequest.ts';

export interface LeadRequestsProps {
  /** Every request the lead stands for; shown oldest first. */
  requests: readonly LeadRequest[];
  /** The lead's own fields (those of the request that made it), which each repeat request is compared with. */
  leadFields: readonly LeadField[];
}

/**
 * 'Requests': each contact message or demo request the lead stands for, oldest first, with when it came, the address
 * it came from and what brought the person. The first made the lead. Each later one only shares its e-mail address,
 * which anyone can type, so it is shown as an unconfirmed repeat request with where it differs from the lead's own
 * fields: a forged one stands out, and the lead shows none of it.
 */
export function LeadRequests({ requests, leadFields }: LeadRequestsProps) {
  const titleId = useId();
  const ordered = oldestFirst(requests);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        Requests
      </Heading>
      <ol className={styles.list} aria-labelledby={titleId}>
        {ordered.map((request, index) => {
          const repeat = index > 0;
          const differences = repeat ? differingFields(leadFields, request.fields) : [];
          return (
            <li key={`${request.at} ${request.kind} ${request.client_ip ?? ''}`} className={styles.row}>
              <div className={styles.titleLine}>
                <LeadKindBadge kind={request.kind} size="sm" />
                {repeat ? (
                  <Badge tone="caution" size="sm">
                    Unconfirmed
                  </Badge>
                ) : null}
                <p className={styles.when}>
                  <time dateTime={request.at}>{formatLeadTime(request.at)}</time>
                </p>
              </div>
              <p className={styles.details}>{senderLine(request)}</p>
              {!repeat ? (
                <p className={styles.details}>Made the lead: its fields are the ones under What They Sent.</p>
              ) : (
                <>
                  <p className={styles.details}>
                    A repeat request with the lead's e-mail address. Anyone can type an address into a form, so it may not come from them; it changed nothing on
                    the lead.
                  </p>
                  {differences.length > 0 ? (
                    <dl className={styles.fields}>
                      {differences.map((difference) => (
                        <LeadRequestField key={difference.label} difference={difference} />
                      ))}
                    </dl>
                  ) : (
                    <p className={styles.details}>The same details as the lead.</p>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
