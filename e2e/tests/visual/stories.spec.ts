import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { showStory, test } from '../../utils/storybookPage';
import { viewports } from '../../utils/testEnv';

/**
 * Every story of the design system at a desktop and a mobile width, against committed baselines.
 * Needs the built Storybook (npm run build-storybook); update baselines with `npm run test:visual:update`.
 */
const indexFile = fileURLToPath(new URL('../../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexFile)) throw new Error('No built Storybook: run "npm run build-storybook" before the visual tests.');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

for (const width of Object.keys(viewports) as (keyof typeof viewports)[]) {
  test.describe(`${width} width`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ previews, browser }) => {
        const page = await showStory(previews, browser, width, story.id);
        await expect(page).toHaveScreenshot(`${story.id}--${width}.png`, { fullPage: true });
      });
    }
  });
}
