import { expect, test } from '@playwright/test';
import { liveData } from '../../utils/liveData.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { siteRoutes, unknownRoute } from '../../utils/siteRoutes.ts';
import { advanceUntilVisible, freezeClock, holdStill, loadEveryImage } from '../../utils/stillPage.ts';
import { widths } from '../../utils/testEnv.ts';

for (const [width, viewport] of widths) {
  test.describe(`pages at ${width} width`, () => {
    test.use({ viewport });
    // A full-page shot of the longest pages takes seconds on a busy machine.

    for (const route of [...siteRoutes, unknownRoute]) {
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
