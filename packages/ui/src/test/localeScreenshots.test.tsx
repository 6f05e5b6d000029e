import { composeStory, type Meta, type StoryObj, setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview.tsx';

/**
 * Every site story (title 'Site/…') in another language than English, at the width of its project: German is compared
 * with a baseline beside the English ones (`__screenshots__/<story id>--<width>--de.png`), where a reviewer sees
 * what a German reader would; the pseudo-locale (every message accented and ~40 % longer) is only checked for text
 * that runs off the side of the screen, the look of a language nobody reads being nothing to keep.
 *
 * The stories render as Storybook's Vitest plugin renders them for the English baselines (the same preview, the same
 * portable-stories composition), but without their play functions: those look for the English words, and the English
 * projects already prove the behaviour. So a story shows its first state here (a form not yet filled in, a menu not yet
 * opened), whatever its play function leads the English one to.
 */

type StoryFile = { default: Meta } & Record<string, StoryObj>;

const width = inject('storyWidth');
/** German, compared with baselines; the pseudo-locale, checked for overflow only. One project per width runs both. */
const locales = ['de', 'pseudo'] as const;

// Only the sources are read to find the site's stories, so that the admin's are not loaded into the page at all.
const sources = import.meta.glob<string>('../**/*.stories.tsx', { query: '?raw', import: 'default', eager: true });
const storyFiles = import.meta.glob<StoryFile>('../**/*.stories.tsx');
const isSiteStory = /^\s*title: 'Site\//m;

const viewports = preview.parameters?.viewport?.options as Record<string, { styles: { width: string; height: string } }>;
const styles = viewports[width]?.styles;
if (!styles) throw new Error(`.storybook/preview.tsx has no viewport '${width}'`);
const viewport = { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };

setProjectAnnotations([preview]);

// Still pictures: without its play function to pause it, a carousel would move on by itself and be photographed on
// whichever slide the clock had reached. The stories see a visitor who asked for reduced motion, so nothing moves.
const browserMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string): MediaQueryList => {
  if (!query.includes('prefers-reduced-motion')) return browserMatchMedia(query);
  const still = { matches: query.includes('reduce'), media: query, onchange: null, dispatchEvent: () => false };
  const ignore = () => undefined;
  return { ...still, addEventListener: ignore, removeEventListener: ignore, addListener: ignore, removeListener: ignore };
};

beforeEach(async () => {
  document.body.style.removeProperty('padding');
  await page.viewport(viewport.width, viewport.height);
});

for (const [path, source] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
  const load = storyFiles[path];
  if (!load || !isSiteStory.test(source)) continue;
  const { default: meta, ...exports } = await load();
  // '../components/X/X.stories.tsx' -> 'components/X', the folder of the story's English baselines under src/.
  const folder = path.replace(/^\.\.\//, '').replace(/\/[^/]+$/, '');

  describe(meta.title ?? path, () => {
    for (const [name, annotations] of Object.entries(exports)) {
      for (const locale of locales) {
        // Neither the story's play function nor its meta's.
        const story = composeStory(
          { ...annotations, play: undefined },
          { ...meta, play: undefined },
          { initialGlobals: { locale, viewport: { value: width } } },
          name,
        );
        // As screenshotStory.ts: a story that checks behaviour has no look, one pinned to the other width is not shown at this one.
        if (story.tags.includes('interaction-only') || story.globals.viewport?.value !== width) continue;

        test(`${name} (${locale})`, async () => {
          await story.run();
          if (story.parameters.layout !== 'fullscreen') document.body.style.padding = '1rem';
          await document.fonts.ready;
          expect(document.documentElement.scrollWidth, 'the story is wider than its viewport').toBeLessThanOrEqual(window.innerWidth);
          if (locale !== 'de') return;

          // Photographed whole, as screenshotStory.ts does: every block drawn, the frame as tall as the story.
          const drawEverything = document.head.appendChild(document.createElement('style'));
          drawEverything.textContent = '* { content-visibility: visible !important; }';
          try {
            const height = document.documentElement.scrollHeight;
            if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
            await expect(page).toMatchScreenshot(`${folder}/__screenshots__/${story.id}--${width}--${locale}`, {
              screenshotOptions: { animations: 'disabled', caret: 'hide' },
              timeout: 15_000,
            });
          } finally {
            drawEverything.remove();
          }
        });
      }
    }
  });
}
