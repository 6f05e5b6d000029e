import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';
import { input as checkboxInput } from '../Checkbox/Checkbox.css';
import { label as fieldLabel } from '../Field/Field.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const description = style({ margin: 0, ...textStyle.sm, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** A fieldset that draws nothing of its own: the form's read-only switch, and each group of controls. */
export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  // Focused after a failed save (it holds the message), it shows the ring a keyboard user expects.
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const allFields = style([fieldset, { display: 'flex', flexDirection: 'column', gap: vars.space.xl }]);

// Floated, the legend sits inside the fieldset's box like any label, not across its top edge (where a focus ring would cut it).
export const legend = style([fieldLabel, { float: 'left', width: '100%', padding: 0, marginBottom: vars.space.xs }]);

export const groupBody = style({ clear: 'both', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const fieldsetLayouts = ['stack', 'wrap', 'columns'] as const;
export type FieldsetLayout = (typeof fieldsetLayouts)[number];

// Structural widths: two clock times side by side, the time zone's name beside them.
export const layout = styleVariants({
  stack: { display: 'grid', gap: vars.space.md },
  wrap: { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [media.tablet]: { gridTemplateColumns: '11rem 11rem minmax(0, 22rem)' } },
  },
} satisfies Record<FieldsetLayout, object>);

/** The time zone takes the whole row on a phone, under the two times. */
export const wide = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'auto' } } });

export const target = style({ maxWidth: '22rem' });

/** A radio drawn like the checkbox, round, its dot a ring of the surface inside the brand colour. */
export const radio = style([
  checkboxInput,
  {
    borderRadius: vars.radius.full,
    selectors: {
      '&:checked': { boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.surface}` },
      '&:checked:focus-visible': { boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.surface}, ${vars.shadow.focus}` },
    },
  },
]);

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
