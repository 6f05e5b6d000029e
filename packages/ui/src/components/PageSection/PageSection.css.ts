import { style, styleVariants } from '@vanilla-extract/css';
import { belowStickyBar } from '../../styles/belowStickyBar.ts';
import { renderWhenNear } from '../../styles/renderWhenNear.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

// A section's heading block lines up as a page header's does: the same classes.
export { align, type PageAlign } from '../PageHeader/PageHeader.css';

export const pageSectionTones = ['default', 'muted'] as const;
export type PageSectionTone = (typeof pageSectionTones)[number];

export const section = style({
  paddingBlock: vars.space.xxxl,
  scrollMarginTop: belowStickyBar,
  '@media': { [media.tablet]: { paddingBlock: vars.space.huge } },
});

/** A band far down a long page, drawn only when it comes near the screen (see renderWhenNear). */
export const deferred = style(renderWhenNear('640px'));

export const tone = styleVariants({
  default: {},
  muted: { background: vars.color.surfaceMuted, color: vars.color.text },
} satisfies Record<PageSectionTone, object>);

export const headingBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  '@media': { [media.tablet]: { marginBottom: vars.space.xxl } },
});

export const intro = style({ maxWidth: vars.size.textMax, color: vars.color.textMuted, ...textStyle.lg });
