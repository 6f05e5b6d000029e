import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badgeTones = ['neutral', 'brand', 'positive', 'critical', 'caution', 'info', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  // radius.lg is a full pill at one line, yet keeps a long label readable when it wraps (no ellipsis: reflow must not lose text).
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
  verticalAlign: 'middle',
});

export const tone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.text },
  brand: { background: vars.color.brand, color: vars.color.onBrand },
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  caution: { background: vars.color.cautionSoft, color: vars.color.caution },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
} satisfies Record<BadgeTone, object>);

export const size = styleVariants({
  sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.xs },
  md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
} satisfies Record<BadgeSize, object>);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

// Icons follow the badge's text size, so callers need not pick a pixel size per badge size.
globalStyle(`${icon} > svg`, { width: '1.15em', height: '1.15em' });
