import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { openFromShell, signIn } from '../../utils/adminPage.ts';
import { widths } from '../../utils/testEnv.ts';

// The Insights page as a sales manager meets it, on the shared server (whose figures the other tests move, so only
// what is always true is asserted; the charts' looks are in the design system's story baselines).
for (const [width, viewport] of widths) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test('a manager reads Insights: the last 30 days, then the last 7, each chart with its figures as a table', async ({ browser, page, request }) => {
      // A person's visit today (a headless browser counts as a robot, so the other tests' pages count nothing).
      const visitor = await browser.newContext({
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${process.pid}${width.length}.0 Safari/537.36`,
      });
      const site = await visitor.newPage();
      const counted = site.waitForResponse((response) => new URL(response.url()).pathname === '/functions/v1/collect' && response.status() === 204);
      await site.goto('/pricing?utm_source=insights-test');
      await counted;
      await visitor.close();

      const manager = newStaffMember('Analyst');
      await inviteByApi(request, manager);
      await signIn(page, manager);
      await openFromShell(page, 'Insights');
      await expect(page).toHaveURL(/\/admin\/insights$/);
      await expect(page).toHaveTitle('Insights · Admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

      const perDay = page.getByRole('figure', { name: 'Visitors and page views per day' });
      await expect(perDay).toBeVisible();
      // The text alternative: a header row, then a row a day.
      await expect(perDay.getByRole('table')).toBeAttached();
      await expect(perDay.getByRole('row')).toHaveCount(31);
      await expect(page.getByRole('figure', { name: 'From visitor to opened demo link' }).getByRole('row', { name: /^Visitors/ })).toBeAttached();
      for (const title of ['Top pages', 'Top sources', 'Campaigns', 'Leads by source per day', 'Demo-link open rate by creator']) {
        await expect(page.getByRole('figure', { name: title })).toBeVisible();
      }

      await page.getByRole('radio', { name: 'Last 7 days' }).click();
      await expect(page).toHaveURL(/\/admin\/insights\?days=7$/);
      await expect(perDay.getByRole('row')).toHaveCount(8);
      await page.goBack();
      await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    });
  });
}
