import { useId } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { LeadKindBadge } from '../LeadList/LeadKindBadge.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import { LeadRequestField } from './LeadRequestField.tsx';
import * as styles from './LeadRequests.css';
import { attributionLine, changedFields, type LeadRequest, oldestFirst } from './leadRequest.ts';

export interface LeadRequestsProps {
  /** Every request the lead stands for; shown oldest first. */
  requests: readonly LeadRequest[];
}

/**
 * 'Requests': each contact message or demo request the lead stands for, oldest first, with when it came and what
 * brought the person. The first shows every field; each later one only what it changed (old → new).
 */
export function LeadRequests({ requests }: LeadRequestsProps) {
  const titleId = useId();
  const ordered = oldestFirst(requests);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        Requests
      </Heading>
      <ol className={styles.list} aria-labelledby={titleId}>
        {ordered.map((request, index) => {
          const previous = ordered[index - 1];
          const changes = previous ? changedFields(previous.fields, request.fields) : [];
          return (
            <li key={request.at} className={styles.row}>
              <div className={styles.titleLine}>
                <LeadKindBadge kind={request.kind} size="sm" />
                <p className={styles.when}>
                  <time dateTime={request.at}>{formatLeadTime(request.at)}</time>
                </p>
              </div>
              <p className={styles.details}>{attributionLine(request.attribution)}</p>
              {!previous ? (
                <dl className={styles.fields}>
                  {request.fields.map((field) => (
                    <LeadRequestField key={field.label} label={field.label} value={field.value} />
                  ))}
                </dl>
              ) : changes.length > 0 ? (
                <dl className={styles.fields}>
                  {changes.map((change) => (
                    <LeadRequestField key={change.label} label={change.label} value={change.to} change={change} />
                  ))}
                </dl>
              ) : (
                <p className={styles.details}>The same details as the request before.</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
