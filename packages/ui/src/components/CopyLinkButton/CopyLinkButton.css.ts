import { style, styleVariants } from '@vanilla-extract/css';
import type { CopyStatus } from '../../hooks/useCopyStatus.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

// Copying needs script: where none runs, the button would do nothing, so it is not offered.
export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xs,
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const message = style({
  ...textStyle.sm,
  fontWeight: vars.font.weight.medium,
  // Spaced only when it says something: a hidden (display: none) live region would not be announced when it fills.
  selectors: { '&:not(:empty)': { marginInlineStart: vars.space.sm } },
});

export const messageTone = styleVariants({
  idle: {},
  copied: { color: vars.color.positive },
  error: { color: vars.color.critical },
} satisfies Record<CopyStatus, object>);
