import { expect, test } from '@playwright/test';
import type { Browser } from 'puppeteer';
import { codeSnifferErrors, launchCodeSnifferBrowser } from '../../utils/codeSniffer.ts';
import { siteRoutes, unknownRoute } from '../../utils/siteRoutes.ts';
import { widths } from '../../utils/testEnv.ts';

// A second engine beside axe (accessibility.spec.ts and the blog's and admin's scans): HTML_CodeSniffer reads the
// markup by other rules, and caught what axe let pass (a table's header levels, a form with no submit button, an
// autocomplete token the field's type does not take).

/** Every public page: the navigation's and footer's, the lead forms, the blog's list and a post, the 404 page. */
const sitePaths = [
  ...siteRoutes.map((route) => route.path),
  '/contact',
  '/request-demo',
  '/blog/all',
  '/blog/ces-2026-next-generation-roadsight-cameras',
  unknownRoute.path,
];
/** Each in English and in German, and the admin's sign-in. */
const paths = [...sitePaths, ...sitePaths.map((path) => (path === '/' ? '/de' : `/de${path}`)), '/admin/'];

let browser: Browser | undefined;
test.beforeAll(async () => {
  browser = await launchCodeSnifferBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

for (const [width, viewport] of widths) {
  test.describe(`HTML_CodeSniffer, WCAG 2 AA, at ${width} width`, () => {
    for (const path of paths) {
      test(`${path} has no errors`, async ({ baseURL }) => {
        if (!browser) throw new Error('the scans’ Chromium did not start');
        expect(await codeSnifferErrors(browser, new URL(path, baseURL).href, viewport)).toEqual([]);
      });
    }
  });
}
