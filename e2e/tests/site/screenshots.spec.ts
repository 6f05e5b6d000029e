import { expect, test } from '@playwright/test';
import { liveData } from '../../utils/liveData.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { siteRoutes, unknownRoute } from '../../utils/siteRoutes.ts';
import { advanceUntilVisible, freezeClock, holdStill, loadEveryImage } from '../../utils/stillPage.ts';
import { widths } from '../../utils/testEnv.ts';

/**
 * The Terms of Service and the GDPR Statement are the Privacy Policy's page with another document: the same LegalDocument
 * in the same frame. Their text is photographed whole by the design system's stories at both widths (Site/LegalDocument:
 * LongDocument is the Terms of Service, LastUpdated the GDPR Statement's dating), and the frame around a legal document by
 * /privacy-policy here; their pages are still scanned (pages.spec.ts, codeSniffer.spec.ts) and read (legal.spec.ts).
 */
const sameFrameAsPrivacyPolicy = new Set(['/terms-of-service', '/gdpr']);

for (const [width, viewport] of widths) {
  test.describe(`pages at ${width} width`, () => {
    test.use({ viewport });
    // A full-page shot of the longest pages takes seconds on a busy machine.

    for (const route of [...siteRoutes, unknownRoute].filter(({ path }) => !sameFrameAsPrivacyPolicy.has(path))) {
      test(`${route.path} looks as it did`, async ({ page }) => {
        await freezeClock(page);
        await page.goto(route.path);
        await waitForHydration(page);
        await advanceUntilVisible(page, liveData(page, route.path, width));
        await loadEveryImage(page);
        await holdStill(page);

        await expect(page).toHaveScreenshot(`${route.name}-${width}.png`, { fullPage: true, animations: 'allow', timeout: 20_000 });
      });
    }
  });
}
