import { expect, test } from '@playwright/test';
import { axeViolations } from '../../utils/axe.ts';
import { blogCards, loadMoreButton, openBlogList } from '../../utils/blogPage.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`the blog at ${width} width: WCAG 2.1 AA`, () => {
    test.use({ viewport });

    test('the list, filtered and loaded further, has no violations', async ({ page }) => {
      await openBlogList(page, '?category=video');
      await expect(blogCards(page).first()).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('caught');
      await expect(page).toHaveURL(/search=caught/);
      await expect(blogCards(page).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await openBlogList(page);
      await loadMoreButton(page).click();
      await expect(blogCards(page)).toHaveCount(18);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a post, its copy notice and the missing post have no violations', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/blog/ces-2026-next-generation-roadsight-cameras');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByText('Link copied!')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title></html>' }),
      );
      await page.goto('/blog/caught-hailstorm-i-25');
      await waitForHydration(page);
      await expect(page.locator('iframe[title]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/blog/no-such-post');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
