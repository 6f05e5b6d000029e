import { Children, isValidElement, type ReactNode } from 'react';
import * as styles from './BlogCard.css';

export interface BlogCardGridProps {
  /** BlogCards (or their skeletons); each becomes a list item. */
  children: ReactNode;
  'aria-label'?: string;
}

/** The blog list's grid: one column on phones, two on tablets, three on desktops. */
export function BlogCardGrid({ children, ...rest }: BlogCardGridProps) {
  return (
    <ul role="list" className={styles.grid} {...rest}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </ul>
  );
}
