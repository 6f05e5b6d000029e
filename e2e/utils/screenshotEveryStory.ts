import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { showStory, test } from './storybookPage.ts';
import type { viewports } from './testEnv.ts';

/**
 * Every story of the design system at a desktop and a mobile width, against committed baselines.
 * Needs the built Storybook (npm run build-storybook); update baselines with `npm run test:visual:update`.
 */
const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexFile)) throw new Error('No built Storybook: run "npm run build-storybook" before the visual tests.');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
// Stories tagged 'interaction-only' check behaviour (run by the story tests), not a look.
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('interaction-only'));

/** One test per story at `width`; one spec file per width lets the two workers share the run. */
export function screenshotEveryStory(width: keyof typeof viewports): void {
  test.describe(`${width} width`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ previews, browser }) => {
        const { page, playFailure } = await showStory(previews, browser, width, story.id);
        if (playFailure) test.info().annotations.push({ type: 'play function at this width', description: playFailure.slice(0, 300) });
        await expect(page).toHaveScreenshot(`${story.id}--${width}.png`, { fullPage: true });
      });
    }
  });
}
