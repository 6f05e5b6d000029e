import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const withoutScript = '(scripting: none)';

export const root = style({ position: 'relative' });

// Until the script runs, the controls are plainly not ready: drained of colour (text keeps its contrast),
// and a press does not reach them.
export const content = style({
  selectors: { [`${root}[data-awaiting-script] > &`]: { filter: 'grayscale(1)', pointerEvents: 'none', userSelect: 'none', cursor: 'progress' } },
});

export const note = style({
  display: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: { [`${root}[data-awaiting-script] > &`]: { display: 'block' } },
});

// Exactly one of the two texts shows: the browser says whether it runs script at all.
export const whileLoading = style({ '@media': { [withoutScript]: { display: 'none' } } });
export const whenNoScript = style({ display: 'none', '@media': { [withoutScript]: { display: 'inline' } } });
