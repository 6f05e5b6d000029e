import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { headingFont, headingStyle, textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

/** One look for every quotation in a post: the excerpt above the content and any quote inside it. */
const quotation = {
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
} as const;

export const excerpt = style({ ...quotation, margin: 0, ...textStyle.lg });

globalStyle(`${excerpt} > p`, { margin: 0 });

/**
 * The post body comes from the content source as HTML, so its elements cannot carry our classes: these rules
 * style them from the container down.
 */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

// Spacing comes from the flow rules below, so each element's own margin is cleared at the lowest specificity first.
globalStyle(`${prose} :where(p, h2, h3, ul, ol, blockquote, figure)`, { marginBlock: 0 });
globalStyle(`${prose} > * + *`, { marginTop: vars.space.lg });
globalStyle(`${prose} > h2`, { marginTop: vars.space.xxl });
globalStyle(`${prose} > h3`, { marginTop: vars.space.xl });
globalStyle(`${prose} > :is(h2, h3) + *`, { marginTop: vars.space.sm });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });

globalStyle(`${prose} h2`, {
  ...headingFont,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${prose} h3`, {
  fontFamily: vars.font.family.heading,
  ...headingStyle['3'],
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} li::marker`, { color: vars.color.textMuted });

// Underlined as well as coloured: inside running text a link must not rely on colour alone (WCAG 1.4.1).
globalStyle(`${prose} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} a:hover`, { textDecorationThickness: '2px' });
globalStyle(`${prose} a:focus-visible`, focusRing);

globalStyle(`${prose} blockquote`, { ...quotation, marginInline: 0 });
globalStyle(`${prose} blockquote > * + *`, { marginTop: vars.space.sm });

globalStyle(`${prose} img, ${prose} video, ${prose} iframe`, { display: 'block', maxWidth: '100%', borderRadius: vars.radius.md });
globalStyle(`${prose} img`, { height: 'auto' });
// An embedded player (the only frame a post keeps) fills the column at the video's own shape, whatever size the source wrote.
globalStyle(`${prose} iframe`, { width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 });
globalStyle(`${prose} figure`, { marginInline: 0 });
globalStyle(`${prose} figcaption`, { marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.size.sm });
