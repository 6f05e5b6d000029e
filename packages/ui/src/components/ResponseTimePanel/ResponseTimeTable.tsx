import type { OwnerResponseTime, ResponseTimes } from '@fleet/api-client';
import { formatNumber } from '@fleet/rules';
import type { ReactNode } from 'react';
import { formatBusinessMinutes } from '../ResponseBadge/formatBusinessMinutes.ts';
import { ResponseBadge } from '../ResponseBadge/ResponseBadge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ResponseTimePanel.css';

const columns = ['Median', 'Worked (30 days)', 'Unworked', 'Overdue'] as const;

/** A dash where there is no figure, read as 'none'. */
const none = (
  <>
    <span aria-hidden="true">—</span>
    <VisuallyHidden>none</VisuallyHidden>
  </>
);

const overdueCount = (count: number) => (count > 0 ? <ResponseBadge state="overdue" size="sm" count={count} /> : formatNumber(count));

function Row({ name, figures, nobody }: { name: string; figures: readonly ReactNode[]; nobody?: boolean }) {
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.ownerHeader}>
        {nobody ? <span className={styles.nobody}>{name}</span> : name}
      </th>
      {figures.map((figure, index) => (
        <td key={columns[index]} className={styles.figure}>
          <span className={styles.figureLabel} aria-hidden="true">
            {columns[index]}
          </span>
          <span>{figure}</span>
        </td>
      ))}
    </tr>
  );
}

export interface ResponseTimeTableProps {
  owners: readonly OwnerResponseTime[];
  unassigned: ResponseTimes['unassigned'];
}

/** Each owner's median response time, leads worked in 30 days, and leads unworked and overdue now; then the leads nobody has. */
export function ResponseTimeTable({ owners, unassigned }: ResponseTimeTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Median time to work a lead, in business hours, over the last 30 days; unworked and overdue leads now.</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col" className={styles.columnHeader}>
            Owner
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.columnHeader}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.rows}>
        {owners.map((owner) => (
          <Row
            key={owner.id}
            name={owner.name}
            figures={[
              owner.median_minutes === null ? none : formatBusinessMinutes(owner.median_minutes),
              formatNumber(owner.worked),
              formatNumber(owner.unworked),
              overdueCount(owner.overdue),
            ]}
          />
        ))}
        <Row name="Nobody" nobody figures={[none, none, formatNumber(unassigned.unworked), overdueCount(unassigned.overdue)]} />
      </tbody>
    </table>
  );
}
