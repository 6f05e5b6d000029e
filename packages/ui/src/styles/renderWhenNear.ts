/**
 * A block of a long page that is neither styled nor laid out while it is off screen (`content-visibility: auto`):
 * a phone's first layout does a screen's worth of work instead of the whole page's (on the home page, most of its
 * blocking time). Until it has been drawn it takes `estimate` of height; after, the height it really had. Only its
 * height is estimated: an estimated width would hold a grid column open wider than a phone. Once drawn, the width it
 * last had still counts where a column is sized to its content, so in a grid it belongs in a `minmax(0, 1fr)` column.
 */
export const renderWhenNear = (estimate: string) => ({ contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${estimate}` }) as const;
