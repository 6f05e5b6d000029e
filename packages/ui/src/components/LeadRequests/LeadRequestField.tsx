import * as styles from './LeadRequests.css';
import type { LeadFieldDifference } from './leadRequest.ts';

const shown = (value: string) => (value === '' ? <span className={styles.notGiven}>Not given</span> : value);

export interface LeadRequestFieldProps {
  difference: LeadFieldDifference;
}

/**
 * One field a repeat request sent otherwise than the lead has it: the lead's value, which stays, then what this
 * request says, highlighted. Neither is struck out: the request replaced nothing.
 */
export function LeadRequestField({ difference }: LeadRequestFieldProps) {
  return (
    <div className={styles.field}>
      <dt className={styles.fieldLabel}>{difference.label}</dt>
      <dd className={styles.fieldValue}>
        <span className={styles.side}>
          <span className={styles.sideLabel}>{'Lead: '}</span>
          {difference.lead === null ? <span className={styles.notGiven}>Not asked</span> : shown(difference.lead)}
        </span>
        <span className={styles.side}>
          <span className={styles.sideLabel}>{'This request: '}</span>
          <mark className={styles.requestValue}>{shown(difference.request)}</mark>
        </span>
      </dd>
    </div>
  );
}
