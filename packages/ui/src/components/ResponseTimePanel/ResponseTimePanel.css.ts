import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const target = style({ margin: 0, ...textStyle.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

/** Placeholder rows as tall as the table's, so the panel keeps its size while the figures load. */
export const placeholders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const placeholderRow = style({ display: 'block', height: vars.size.controlMd });

/*
 * On a phone each owner is a small card (the name, then the four figures two by two, each under its own label); from
 * a tablet up it is a plain table. The header row stays in the page for screen readers either way.
 */
export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  ...textStyle.sm,
  color: vars.color.text,
  '@media': { [media.tablet]: { display: 'table' } },
});

export const caption = style({
  display: 'block',
  paddingBottom: vars.space.md,
  textAlign: 'start',
  ...textStyle.xs,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { display: 'table-caption', captionSide: 'top' } },
});

export const head = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', display: 'table-header-group' } },
});

export const rows = style({ display: 'block', '@media': { [media.tablet]: { display: 'table-row-group' } } });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  paddingBlock: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [media.tablet]: { display: 'table-row', padding: 0 } },
});

const cell = {
  textAlign: 'start',
  verticalAlign: 'middle',
  '@media': {
    [media.tablet]: {
      display: 'table-cell',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
} as const;

export const columnHeader = style({
  ...cell,
  ...textStyle.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  selectors: { '&:not(:first-child)': { textAlign: 'end' } },
});

export const ownerHeader = style({
  ...cell,
  gridColumn: '1 / -1',
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** The row of the leads nobody has: set apart from the people. */
export const nobody = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const figure = style({
  ...cell,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { ...cell['@media'][media.tablet], textAlign: 'end', whiteSpace: 'nowrap' } },
});

/** The column's name beside each figure on a phone, where the header row is out of sight; hidden from screen readers, which read the header. */
export const figureLabel = style({ ...textStyle.xs, color: vars.color.textMuted, '@media': { [media.tablet]: { display: 'none' } } });
