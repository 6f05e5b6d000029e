import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The submit button sits beside the field, level with it when the label shows above.
export const form = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.sm, maxWidth: '100%', margin: 0 });
export const fullWidth = style({ display: 'flex', width: '100%' });

// A square icon button as tall as the field. Scoped under the form so it outranks the Button's own size padding,
// whatever order the stylesheets load in.
export const submit = style({
  selectors: {
    [`${form} &`]: { flexShrink: 0, width: vars.size.controlMd, height: vars.size.controlMd, padding: 0 },
  },
});
