import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { codeBox } from './TwoStepSetup.css';

export const codes = style([
  codeBox,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space.sm} ${vars.space.lg}`,
    padding: `${vars.space.md} ${vars.space.lg}`,
    listStyle: 'none',
    fontVariantNumeric: 'tabular-nums',
  },
]);
