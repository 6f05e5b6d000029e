import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const skeletonMedia = style({ aspectRatio: '16 / 9' });

export const skeletonBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg });
