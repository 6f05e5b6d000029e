import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const withoutScript = '(scripting: none)';

export const root = style({ position: 'relative' });

// Until the script runs, the controls are plainly not ready: drained of colour (text keeps its contrast),
// and a press does not reach them.
export const content = style({
  selectors: { [`${root}[data-awaiting-script] > &`]: { filter: 'grayscale(1)', pointerEvents: 'none', userSelect: 'none', cursor: 'progress' } },
});

// Over the controls' top edge, not above them: nothing moves when it goes.
export const note = style({
  display: 'none',
  position: 'absolute',
  zIndex: 1,
  insetInline: 0,
  top: 0,
  margin: 0,
  boxShadow: vars.shadow.md,
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
