import { style } from '@vanilla-extract/css';

// The theme has no stacking tokens yet; one shared layer keeps dialogs and menus above sticky page chrome,
// and a menu opened from a dialog comes later in the DOM, so it still paints above the dialog.
export const overlayLayer = style({ zIndex: 100 });
