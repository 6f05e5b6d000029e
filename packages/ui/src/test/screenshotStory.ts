import type { StoryContext } from '@storybook/react-vite';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { cdp, page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The width a story project renders at ('desktop' or 'mobile'), part of each baseline's name. */
    storyWidth: string;
  }
}

beforeEach(async () => {
  document.body.style.removeProperty('padding');
  // Each story opens as a page does, with the pointer elsewhere: not resting where the story before it was pressed, over
  // whatever this one draws there (a carousel under it would pause, a button show its hover).
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 });
});

/**
 * After each story has rendered and its play function has run, its look is compared with the
 * committed baseline beside the story (`__screenshots__/<story id>-<width>.png`): the whole story,
 * padded as Storybook shows it. A story tagged 'interaction-only' checks behaviour, not a look; a
 * story that pins the other width (its `globals.viewport`) is photographed by that width's project.
 */
afterEach<{ story?: StoryContext }>(async ({ story }) => {
  if (!story || story.tags.includes('interaction-only')) return;
  const width = inject('storyWidth');
  if (story.globals.viewport?.value !== width) return;
  if (story.parameters.layout !== 'fullscreen') document.body.style.padding = '1rem';
  await document.fonts.ready;
  // Nothing may run off the side of the screen: on a phone that is a page that scrolls sideways.
  expect(document.documentElement.scrollWidth, 'the story is wider than its viewport').toBeLessThanOrEqual(window.innerWidth);
  // A story taller than the viewport is photographed whole, as a person sees it once they have scrolled through it:
  // blocks left undrawn off screen until they come near (styles/renderWhenNear.ts) are drawn, and the frame grows to
  // the story's height.
  const drawEverything = document.head.appendChild(document.createElement('style'));
  drawEverything.textContent = '* { content-visibility: visible !important; }';
  try {
    const height = document.documentElement.scrollHeight;
    if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
    await expect(page).toMatchScreenshot(`${story.id}--${width}`, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
      // A story settles well within this; a busy machine gets time for two equal screenshots in a row.
      timeout: 15_000,
    });
  } finally {
    drawEverything.remove();
  }
});
