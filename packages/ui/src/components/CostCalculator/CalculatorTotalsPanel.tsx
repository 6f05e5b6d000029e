import type { CalculatorTotals } from '@fleet/rules';
import { formatMoney, formatNumber } from '@fleet/rules';
import { useId } from 'react';
import { CheckCircleIcon, InfoIcon } from '../../icons/icons.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './CalculatorTotalsPanel.css';

export interface CalculatorPlan {
  firstVehicle: number;
  additionalVehicles: number;
}

export interface CalculatorTotalsPanelProps {
  totals: CalculatorTotals;
  plan: CalculatorPlan;
  headingLevel: HeadingLevel;
}

interface TotalRow {
  term: string;
  amount: string;
  detail?: string;
}

/** The calculator's result; a polite live region, so each change of quantity, memory or modem is read out once typing pauses. */
export function CalculatorTotalsPanel({ totals, plan, headingLevel }: CalculatorTotalsPanelProps) {
  const titleId = useId();
  const rows: readonly TotalRow[] = [
    { term: 'Vehicles', amount: formatNumber(totals.vehicles) },
    {
      term: 'Monthly fee',
      amount: formatMoney(totals.monthly),
      detail: `${formatMoney(plan.firstVehicle)} first vehicle, ${formatMoney(plan.additionalVehicles)} per additional vehicle`,
    },
    { term: 'Annual cost', amount: formatMoney(totals.annual), detail: '12 × monthly fee' },
    { term: 'Hardware total', amount: formatMoney(totals.hardware) },
  ];
  return (
    <div role="status" aria-live="polite" aria-labelledby={titleId} className={styles.panel}>
      <Heading level={headingLevel} size="4" id={titleId}>
        Estimated Cost
      </Heading>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.amount}>{row.amount}</dd>
            {row.detail ? <dd className={styles.detail}>{row.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <ul className={styles.notes}>
        <li className={styles.note}>
          <span className={styles.noteIcon} aria-hidden="true">
            <CheckCircleIcon size={16} />
          </span>
          First month free
        </li>
        <li className={styles.note}>
          <span className={styles.noteIcon} aria-hidden="true">
            <InfoIcon size={16} />
          </span>
          SIM card purchased separately
        </li>
      </ul>
    </div>
  );
}
