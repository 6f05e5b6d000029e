import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const back = style({ alignSelf: 'flex-start' });

/** Kind, received, status and owner: one column on a phone, side by side from a tablet up. */
export const standing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', columnGap: vars.space.xl } },
});

export const standingItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const standingLabel = style({ ...textStyle.xs, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

export const standingValue = style({ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

/** A value's line: the time received, the owner with 'Take Lead' beside it. */
export const valueLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, ...textStyle.sm, color: vars.color.text });

export const note = style({ ...textStyle.xs, color: vars.color.textMuted });

/** What was sent and the notes beside the link, the e-mails and the history; one column below a desktop. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A box of label → value rows, the label above its value on a phone and beside it from a tablet up. */
export const facts = style({
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` } },
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(7rem, 1fr) minmax(0, 2fr)', columnGap: vars.space.lg } },
});

export const factLabel = style({ ...textStyle.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

// Exactly as sent: line breaks and spaces kept, a long word or address wrapped rather than widen the page.
export const factValue = style({ margin: 0, ...textStyle.sm, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const notGiven = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const expiry = style({ margin: 0 });
