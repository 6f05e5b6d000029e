import type { CalculatorTotals } from '@fleet/rules';
import { useId } from 'react';
import { CheckCircleIcon, InfoIcon } from '../../icons/icons.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
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
  const { t, number, money } = useMessages();
  const rows: readonly TotalRow[] = [
    { term: t('costCalculator.vehicles'), amount: number(totals.vehicles) },
    {
      term: t('costCalculator.monthlyFee'),
      amount: money(totals.monthly),
      detail: t('costCalculator.monthlyFeeDetail', { first: money(plan.firstVehicle), additional: money(plan.additionalVehicles) }),
    },
    { term: t('costCalculator.annualCost'), amount: money(totals.annual), detail: t('costCalculator.annualCostDetail') },
    { term: t('costCalculator.hardwareTotal'), amount: money(totals.hardware) },
  ];
  return (
    <div role="status" aria-live="polite" aria-labelledby={titleId} className={styles.panel}>
      <Heading level={headingLevel} size="4" id={titleId}>
        {t('costCalculator.totalsTitle')}
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
          {t('costCalculator.firstMonthFree')}
        </li>
        <li className={styles.note}>
          <span className={styles.noteIcon} aria-hidden="true">
            <InfoIcon size={16} />
          </span>
          {t('costCalculator.simSeparately')}
        </li>
      </ul>
    </div>
  );
}
