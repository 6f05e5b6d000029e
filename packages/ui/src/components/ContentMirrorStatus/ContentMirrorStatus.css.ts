import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const running = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, ...textStyle.sm, color: vars.color.textMuted });

export const intro = style({ margin: 0, ...textStyle.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: '0.95em', color: vars.color.text, overflowWrap: 'anywhere' });

/** The last sync's facts: one column on a phone, side by side from a tablet up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', columnGap: vars.space.xl } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({ ...textStyle.xs, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

export const factValue = style({ margin: 0, ...textStyle.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const factNote = style({ display: 'block', ...textStyle.xs, color: vars.color.textMuted });

// The server's own words, kept as they are written (line breaks included) and wrapped anywhere: a log line may hold a long URL.
export const errorText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontFamily: vars.font.family.mono, fontSize: '0.95em' });

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const messageLine = style({ margin: 0 });

export const mirror = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const countValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
