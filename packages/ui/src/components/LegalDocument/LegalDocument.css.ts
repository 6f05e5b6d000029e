import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { renderWhenNearKeepingPlace } from '../../styles/renderWhenNearKeepingPlace.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

const focusVisible = { '&:focus-visible': focusRing };

// One column the width of the page at every level: a section's text not yet drawn keeps the width it last had
// (content-visibility: auto), which must not hold the column open after the page has narrowed (a phone turned
// back upright).
const pageWideColumn = 'minmax(0, 1fr)';

export const documentClass = style({ display: 'grid', gridTemplateColumns: pageWideColumn, gap: vars.space.xxl, paddingBlock: vars.space.xxl });

export const header = style({ display: 'grid', gridTemplateColumns: pageWideColumn, gap: vars.space.md, maxWidth: vars.size.textMax });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: pageWideColumn,
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: `minmax(0, max-content) minmax(0, ${vars.size.textMax})`, justifyContent: 'start' } },
});

// Below the sticky site header, so the contents stay in reach while reading.
export const toc = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.size.controlLg} + ${vars.space.xl})` } },
});

export const tocTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const tocList = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.xl, fontSize: vars.font.size.sm });

export const link = style({ borderRadius: vars.radius.sm, color: vars.color.link, textUnderlineOffset: '0.2em', selectors: focusVisible });

export const body = style({ display: 'grid', gridTemplateColumns: pageWideColumn, gap: vars.space.xxl, maxWidth: vars.size.textMax });

export const section = style({
  display: 'grid',
  gridTemplateColumns: pageWideColumn,
  gap: vars.space.md,
  // Keeps a jumped-to heading clear of the sticky site header.
  scrollMarginTop: `calc(${vars.size.controlLg} + ${vars.space.xl})`,
});

// A title or heading of one long word (German compounds: „Datenschutzerklärung“ is wider than a phone at the title's
// size) wraps inside the column instead of widening the page; where the browser knows the language's hyphenation, with
// a hyphen. English titles fit, and keep their look.
globalStyle(`${documentClass} :is(h1, h2, h3)`, { overflowWrap: 'break-word' });
globalStyle(`${documentClass}:lang(de) :is(h1, h2, h3)`, { hyphens: 'auto' });

export const prose = style({ color: vars.color.text, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed, overflowWrap: 'break-word' });

/**
 * A section's text: off screen, not styled or laid out until it comes near, so a phone's first layout covers the
 * contents, not all of the terms (the task holding the first layout of /terms-of-service: 23 ms instead of 32 on a
 * desktop).
 */
export const sectionBody = style([prose, renderWhenNearKeepingPlace('400px')]);

// A reader who jumps to a section (a contents link, an address ending in #section) gets the whole text drawn first:
// the section lands just below the bar, and nothing above it changes height when scrolled back to.
globalStyle(`${documentClass}:has(:target) ${sectionBody}`, { contentVisibility: 'visible' });

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '0.2em' });
globalStyle(`${prose} a:focus-visible`, { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm });
globalStyle(`${prose} strong`, { fontWeight: vars.font.weight.semibold });

export const related = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.size.textMax,
  paddingTop: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const relatedList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}`, margin: 0, padding: 0, listStyle: 'none' });
