import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { GridElement, GridItemWidth, Space } from './Grid.css';
import * as styles from './Grid.css';
import { GridContext } from './GridContext.ts';

const gridClass = cva(styles.grid, {
  variants: { minItemWidth: styles.minItemWidth, gap: styles.gap },
  defaultVariants: { minItemWidth: 'md', gap: 'xl' },
});

export interface GridProps {
  /** The narrowest a cell may get before the grid drops a column. */
  minItemWidth?: GridItemWidth;
  gap?: Space;
  /** 'ul' for a list of like items (children are GridItem, which then render <li>). */
  as?: GridElement;
  children: ReactNode;
}

/** Cards in as many equal columns as fit, each row's cells of equal height. */
export function Grid({ minItemWidth, gap, as: Tag = 'div', children }: GridProps) {
  return (
    <GridContext.Provider value={Tag}>
      {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
      <Tag className={gridClass({ minItemWidth, gap })} role={Tag === 'ul' ? 'list' : undefined}>
        {children}
      </Tag>
    </GridContext.Provider>
  );
}
