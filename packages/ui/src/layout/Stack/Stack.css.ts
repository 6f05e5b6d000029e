import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'huge'] as const;
export type Space = (typeof spaces)[number];

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const gap = styleVariants(Object.fromEntries(spaces.map((s) => [s, { gap: vars.space[s] }])) as Record<Space, { gap: string }>);

export const alignments = ['stretch', 'start', 'center', 'end'] as const;
export type Alignment = (typeof alignments)[number];
export const justifications = ['start', 'center', 'end', 'between'] as const;
export type Justification = (typeof justifications)[number];

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
} satisfies Record<Alignment, object>);
export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
} satisfies Record<Justification, object>);
