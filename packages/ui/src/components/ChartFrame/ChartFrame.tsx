import { type ReactNode, useId } from 'react';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ChartFrame.css';
import { seriesColor } from './chartPalette.ts';

/** A chart's figures as a table: what a screen reader reads instead of the drawing. */
export interface ChartTable {
  /** The column headers; the first names the rows. */
  columns: readonly string[];
  /** One row a point, bar or step, as text, in the columns' order. */
  rows: readonly (readonly string[])[];
}

export interface ChartFrameProps {
  /** Names the figure (its caption), e.g. 'Visitors per day'. */
  title: string;
  loading?: boolean;
  /** Shown in words instead of the chart, e.g. 'Failed to load insights'. */
  error?: string;
  /** Nothing to draw: `emptyMessage` is shown instead. */
  empty?: boolean;
  emptyMessage?: string;
  /** Series named under the title, in their colours (a chart of more than one). */
  legend?: readonly string[];
  table: ChartTable;
  /** The drawing, hidden from assistive technology: the table says the same. */
  children: ReactNode;
}

export const defaultEmptyMessage = 'No data for these dates.';

/**
 * Every chart's frame: a figure named by its title, its loading, error and empty states in words at the drawing's
 * height, and its figures as a table for a screen reader.
 */
export function ChartFrame({ title, loading, error, empty, emptyMessage = defaultEmptyMessage, legend, table, children }: ChartFrameProps) {
  const drawn = !loading && !error && !empty;
  const titleId = useId();
  return (
    <figure className={styles.frame} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {loading ? (
        <div role="status" className={styles.placeholder}>
          <Spinner size="sm" />
          Loading…
        </div>
      ) : error ? (
        <InlineMessage tone="error">{error}</InlineMessage>
      ) : empty ? (
        <p className={styles.placeholder}>{emptyMessage}</p>
      ) : null}
      {drawn ? (
        <>
          {legend && legend.length > 1 ? (
            <ul className={styles.legend} aria-hidden="true">
              {legend.map((name, i) => (
                <li key={name} className={styles.legendItem}>
                  <span className={styles.swatch} style={{ background: seriesColor(i) }} />
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.drawing} aria-hidden="true">
            {children}
          </div>
          <div className={visuallyHidden}>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={table.columns[i]} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={table.columns[i]}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </figure>
  );
}
