import { useId } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
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
export function PlanFeatureTable({ groups, caption, featureColumnLabel, valueColumnLabel }: PlanFeatureTableProps) {
  const { t } = useMessages();
  // Headers on two levels (a category over its features) are more than `scope` can tie to a cell unambiguously: each
  // value names its own headers (its column, its category, its feature) by id. `scope` stays for readers that use it.
  const tableId = useId();
  const featureColumnId = `${tableId}-feature`;
  const valueColumnId = `${tableId}-value`;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption ?? t('planFeatureTable.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" id={featureColumnId} className={styles.columnHeader}>
            {featureColumnLabel ?? t('planFeatureTable.featureColumn')}
          </th>
          <th scope="col" id={valueColumnId} className={styles.columnHeader}>
            {valueColumnLabel ?? t('planFeatureTable.valueColumn')}
          </th>
        </tr>
      </thead>
      {groups.map((group, groupIndex) => {
        const categoryId = `${tableId}-group${groupIndex}`;
        return (
          <tbody key={group.category}>
            <tr>
              <th scope="rowgroup" colSpan={2} id={categoryId} className={styles.categoryHeader}>
                {group.category}
              </th>
            </tr>
            {group.rows.map((row, rowIndex) => {
              const featureId = `${categoryId}-row${rowIndex}`;
              return (
                <tr key={row.feature}>
                  <th scope="row" id={featureId} headers={`${featureColumnId} ${categoryId}`} className={styles.featureHeader}>
                    {row.feature}
                  </th>
                  <td headers={`${valueColumnId} ${categoryId} ${featureId}`} className={styles.value}>
                    {row.value}
                  </td>
                </tr>
              );
            })}
          </tbody>
        );
      })}
    </table>
  );
}
