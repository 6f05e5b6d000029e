import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The layout's own spacing classes, so a grid's gap matches a Stack's or an Inline's without a second copy of them.
export { gap, type Space } from '../../layout/Stack/Stack.css';

export const gridItemWidths = ['sm', 'md', 'lg'] as const;
export type GridItemWidth = (typeof gridItemWidths)[number];

export const gridElements = ['div', 'ul'] as const;
export type GridElement = (typeof gridElements)[number];

export const grid = style({ display: 'grid', alignItems: 'stretch', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

// min(100%, …) lets a single column shrink below the minimum on the narrowest phones instead of overflowing.
const columns = (minWidth: string) => ({ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))` });

export const minItemWidth = styleVariants({
  sm: columns(vars.size.columnSm),
  md: columns(vars.size.columnMd),
  lg: columns(vars.size.columnLg),
} satisfies Record<GridItemWidth, object>);

// A one-cell grid: its child stretches to the row's height, so cards in a row end level.
export const item = style({ display: 'grid', minWidth: 0 });
