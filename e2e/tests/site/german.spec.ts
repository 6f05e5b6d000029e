import { expect, test } from '@playwright/test';
import { axeViolations } from '../../utils/axe.ts';
import { readHeadTags } from '../../utils/headTags.ts';
import { waitForHydration, watchPageErrors } from '../../utils/sitePage.ts';
import { siteRoutes, unknownRoute } from '../../utils/siteRoutes.ts';
import { widths } from '../../utils/testEnv.ts';

// German: every page at its /de address, before any script runs and once its islands have come alive, in German and
// without errors.
const everyPage = [
  ...siteRoutes.map((route) => ({ path: route.path, heading: route.heading, status: 200 })),
  { path: '/contact', heading: 'Contact Us', status: 200 },
  { path: '/request-demo', heading: 'Request a Demo', status: 200 },
  { path: '/blog/all', heading: 'Blog', status: 200 },
  // A post's own words are the content source's (English here); around them the page is German.
  { path: '/blog/ces-2026-next-generation-roadsight-cameras', heading: 'CES 2026: Hands-On With the Next Generation of Roadsight Cameras', status: 200 },
  { path: unknownRoute.path, heading: unknownRoute.heading, status: 404 },
];
const sameInBothLanguages = new Set(['/blog/all', '/dashcams', '/blog/ces-2026-next-generation-roadsight-cameras']);
const german = (path: string) => (path === '/' ? '/de' : `/de${path}`);

test.describe('German before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of everyPage) {
    test(`${german(route.path)} is a finished page in German`, async ({ page, request }) => {
      const response = await request.get(german(route.path));
      expect(response.status()).toBe(route.status);
      const html = await response.text();
      expect(html).toMatch(/<html lang="de"/);
      const head = readHeadTags(html);
      expect(head.title?.length).toBeGreaterThan(0);
      // A post's canonical address is in its own language (English here), whichever language's page shows it.
      const canonical = route.path.startsWith('/blog/') && route.path !== '/blog/all' ? route.path : german(route.path);
      if (route.status === 200) expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+${canonical.replace(/[/.]/g, '\\$&')}$`));

      await page.goto(german(route.path));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The English heading is not the German one, except where the two languages say it alike ('Blog', 'Dashcams').
      if (!sameInBothLanguages.has(route.path)) await expect(heading).not.toHaveText(route.heading);
      // Its links lead to the German pages.
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').first()).toHaveAttribute('href', /^\/de/);
    });
  }
});

for (const [width, viewport] of widths) {
  test.describe(`German hydrated at ${width} width`, () => {
    test.use({ viewport });

    for (const route of everyPage) {
      test(`${german(route.path)} comes alive without errors and has no WCAG 2.1 AA violations`, async ({ page }) => {
        const errors = watchPageErrors(page);
        const response = await page.goto(german(route.path));
        expect(response?.status()).toBe(route.status);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        expect(errors.messages()).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
