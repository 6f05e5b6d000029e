import { style } from '@vanilla-extract/css';

// Inline spaces and aligns its children with Stack's classes.
export { type Alignment, align, gap, type Justification, justify, type Space } from '../Stack/Stack.css';

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', minWidth: 0 });
