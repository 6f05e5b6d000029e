import type { ReactNode } from 'react';
import * as styles from './LeadDetail.css';

export interface LeadFactsProps {
  /** Label → value rows; a value is shown as text, or as the node given. */
  facts: readonly { label: string; value: ReactNode }[];
}

/** A box of label → value rows: the form as sent, the demo link's facts. */
export function LeadFacts({ facts }: LeadFactsProps) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value === '' ? <span className={styles.notGiven}>Not given</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
