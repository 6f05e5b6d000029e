import { type ReactNode, useContext } from 'react';
import * as styles from './Grid.css';
import { GridContext } from './GridContext.ts';

export interface GridItemProps {
  children: ReactNode;
}

/** One cell of a Grid: an <li> inside a list grid, a <div> otherwise; its content fills the row's height. */
export function GridItem({ children }: GridItemProps) {
  const Tag = useContext(GridContext) === 'ul' ? 'li' : 'div';
  return <Tag className={styles.item}>{children}</Tag>;
}
