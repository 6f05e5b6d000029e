import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LeadRequests.css';
import type { LeadFieldChange } from './leadRequest.ts';

const shown = (value: string) => (value === '' ? <span className={styles.notGiven}>Not given</span> : value);

export interface LeadRequestFieldProps {
  label: string;
  /** The value as this request sent it. */
  value: string;
  /** What the request before sent instead: shown struck through, the new value highlighted. Left out: no change to show. */
  change?: Pick<LeadFieldChange, 'from'>;
}

/** One field of a request: its value, or what it was before → what it is now. */
export function LeadRequestField({ label, value, change }: LeadRequestFieldProps) {
  return (
    <div className={styles.field}>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd className={styles.fieldValue}>
        {change ? (
          <>
            {change.from === null ? (
              <VisuallyHidden>{'Not asked before, now '}</VisuallyHidden>
            ) : (
              <>
                <VisuallyHidden>{'Was '}</VisuallyHidden>
                <del className={styles.before}>{shown(change.from)}</del>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
                <VisuallyHidden>{', now '}</VisuallyHidden>
              </>
            )}
            <ins className={styles.after}>{shown(value)}</ins>
          </>
        ) : (
          shown(value)
        )}
      </dd>
    </div>
  );
}
