import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const control = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

// As tall as the checkbox label's first line, so the spinner sits level with it.
export const busy = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
  color: vars.color.textMuted,
});
