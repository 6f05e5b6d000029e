import { expect, type Locator, type Page, test } from '@playwright/test';
import { blogCards } from '../../utils/blogPage.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { advanceUntilVisible, freezeClock, loadEveryImage } from '../../utils/stillPage.ts';
import { viewports } from '../../utils/testEnv.ts';

type Width = keyof typeof viewports;

const pages: { path: string; name: string; ready: (page: Page) => Locator[] }[] = [
  { path: '/blog/all', name: 'blog-list', ready: (page) => [blogCards(page).nth(5)] },
  {
    path: '/blog/ces-2026-next-generation-roadsight-cameras',
    name: 'blog-post',
    ready: (page) => [page.getByRole('heading', { level: 1, name: /CES 2026/ })],
  },
];

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`the blog at ${width} width`, () => {
    test.use({ viewport });

    for (const { path, name, ready } of pages) {
      test(`${path} looks as it did`, async ({ page }) => {
        await freezeClock(page);
        await page.goto(path);
        await waitForHydration(page);
        const live = width === 'desktop' ? [page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /connected$/ })] : [];
        await advanceUntilVisible(page, [...live, ...ready(page)]);
        await loadEveryImage(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true });
      });
    }
  });
}
