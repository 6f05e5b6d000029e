import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { codeBox, stack } from './TwoStepSetup.css';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  listStyle: 'decimal',
});

export const step = style({
  paddingInlineStart: vars.space.xs,
  selectors: { '&::marker': { fontWeight: vars.font.weight.semibold } },
});

export const stepBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const secret = style([
  codeBox,
  {
    letterSpacing: vars.font.letterSpacing.wide,
    overflowWrap: 'anywhere',
    // One click takes the whole key, for people who copy it rather than type it.
    userSelect: 'all',
  },
]);

export const form = style([stack, { alignSelf: 'stretch' }]);
