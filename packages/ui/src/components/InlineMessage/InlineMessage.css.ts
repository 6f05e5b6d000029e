import { style, styleVariants } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const inlineMessageTones = ['error', 'success', 'info', 'caution'] as const;
export type InlineMessageTone = (typeof inlineMessageTones)[number];

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid currentColor`,
  ...textStyle.sm,
  minWidth: 0,
});

export const tone = styleVariants({
  error: { background: vars.color.criticalSoft, color: vars.color.critical },
  success: { background: vars.color.positiveSoft, color: vars.color.positive },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  caution: { background: vars.color.cautionSoft, color: vars.color.caution },
} satisfies Record<InlineMessageTone, object>);

// The icon box is one line of text tall, so the icon sits centred on the first line however the text wraps.
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'break-word', color: vars.color.text });

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });
