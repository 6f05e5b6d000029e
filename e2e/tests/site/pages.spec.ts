import { expect, test } from '@playwright/test';
import { axeViolations } from '../../utils/axe.ts';
import { readHeadTags } from '../../utils/headTags.ts';
import { liveData } from '../../utils/liveData.ts';
import { waitForHydration, watchPageErrors } from '../../utils/sitePage.ts';
import { type SiteRoute, siteHost, siteRoutes, unknownRoute } from '../../utils/siteRoutes.ts';
import { widths } from '../../utils/testEnv.ts';

const everyPage: readonly (SiteRoute & { status: number })[] = [...siteRoutes.map((route) => ({ ...route, status: 200 })), { ...unknownRoute, status: 404 }];

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of everyPage) {
    test(`${route.path} is served as a finished page with its head`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status);
      const head = readHeadTags(await response.text());

      expect(head.title).toBe(route.title);
      const description = head.meta.description ?? '';
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(head.meta).toMatchObject({
        'og:title': route.title,
        'og:description': description,
        'og:image': `${siteHost}/images/share-card.png`,
        'og:type': 'website',
        'twitter:card': 'summary_large_image',
      });
      if (route.status === 404) {
        // The 404 page must stay out of search results: no canonical address of its own.
        expect(head.meta.robots).toBe('noindex');
        expect(head.canonical).toBeUndefined();
      } else {
        const address = `${siteHost}${route.path}`;
        expect(head.canonical).toBe(address);
        expect(head.meta['og:url']).toBe(address);
      }

      // The same HTML in a browser that runs no script: everything a reader needs is already there.
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      for (const text of route.keyContent) await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});

/** The pages with no island: nothing on them changes, so they run no script at all. */
const scriptless = new Set(['/how-it-works', '/features', '/about', '/privacy-policy', '/terms-of-service', '/gdpr']);

// One visit per page and width: it comes alive without errors, then axe scans it as the visitor ends up seeing it, and
// on a phone a page without islands has run no script, its menu included. The scans of states a visit does not reach
// (an open menu, a calculator in use) are in accessibility.spec.ts; HTML_CodeSniffer reads every page in codeSniffer.spec.ts.
for (const [width, viewport] of widths) {
  test.describe(`hydrated at ${width} width`, () => {
    test.use({ viewport });

    for (const route of everyPage) {
      const runsNoScript = width === 'mobile' && scriptless.has(route.path);
      test(`${route.path} comes alive without errors, has no WCAG 2.1 AA violations${runsNoScript ? ', and runs no script, its menu included' : ''}`, async ({
        page,
      }) => {
        const errors = watchPageErrors(page);
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });

        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page).toHaveTitle(route.title);
        expect(errors.messages()).toEqual([]);

        // Scan the page as the visitor ends up seeing it, live data included.
        for (const ready of liveData(page, route.path, width)) await expect(ready.first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        if (runsNoScript) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(scripts).toEqual([]);
        }
      });
    }
  });
}
