import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const pageAligns = ['start', 'center'] as const;
export type PageAlign = (typeof pageAligns)[number];

/** Lines up a title block: its children and their text. PageSection shares it for its heading block. */
export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center' },
} satisfies Record<PageAlign, StyleRule>);

export const header = style({
  paddingBlock: vars.space.xxxl,
  background: vars.color.brandSoft,
  color: vars.color.text,
  '@media': { [media.desktop]: { paddingBlock: vars.space.huge } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const eyebrow = style({
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const lead = style({ maxWidth: vars.size.textMax, color: vars.color.textMuted, ...textStyle.lg });

// A little more air between the words and the buttons than between the words themselves.
export const actions = style({ paddingTop: vars.space.sm });
