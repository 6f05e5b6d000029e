import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', { margin: 0, WebkitFontSmoothing: 'antialiased', textRendering: 'optimizeLegibility' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle(':where(ul[role="list"], ol[role="list"])', { listStyle: 'none', padding: 0 });
globalStyle('img, picture, video, svg', { display: 'block', maxWidth: '100%' });
// Width and height attributes give the aspect ratio; a narrower column scales the picture instead of squashing it.
globalStyle('img', { height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
