import * as styles from './PlanFeatureTable.css';

export interface PlanFeatureRow {
  feature: string;
  value: string;
}

export interface PlanFeatureGroup {
  category: string;
  rows: readonly PlanFeatureRow[];
}

export interface PlanFeatureTableProps {
  groups: readonly PlanFeatureGroup[];
  caption?: string;
  featureColumnLabel?: string;
  valueColumnLabel?: string;
}

/** What every plan includes, grouped by category, as a real table that reads well on a phone. */
export function PlanFeatureTable({
  groups,
  caption = 'All Plans Include',
  featureColumnLabel = 'Feature',
  valueColumnLabel = 'Included',
}: PlanFeatureTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.columnHeader}>
            {featureColumnLabel}
          </th>
          <th scope="col" className={styles.columnHeader}>
            {valueColumnLabel}
          </th>
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.category}>
          <tr>
            <th scope="rowgroup" colSpan={2} className={styles.categoryHeader}>
              {group.category}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className={styles.featureHeader}>
                {row.feature}
              </th>
              <td className={styles.value}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
