import { expect, type Locator, type Page, test } from '@playwright/test';
import { bringIntoView, nextFrames, waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

const documents = [
  { path: '/privacy-policy', title: 'Privacy Policy', date: 'Effective May 3, 2025', others: ['Terms of Service', 'GDPR Statement'] },
  { path: '/terms-of-service', title: 'Terms of Service', date: 'Effective May 3, 2025', others: ['Privacy Policy', 'GDPR Statement'] },
  { path: '/gdpr', title: 'GDPR Statement', date: 'Last updated May 3, 2025', others: ['Privacy Policy', 'Terms of Service'] },
] as const;

test.use({ viewport: viewports.desktop });

for (const document of documents) {
  test(`${document.title}: its date, contents, and links to the other legal pages and the contact form`, async ({ page }) => {
    await page.goto(document.path);
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
    await expect(page.getByText(document.date, { exact: true })).toBeVisible();

    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(await contents.count()).toBeGreaterThan(3);

    const related = page.getByRole('navigation', { name: 'Related pages' });
    await expect(related.getByRole('link')).toHaveText([...document.others, 'Contact Us']);
    await expect(related.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const next = document.others[0];
    const link = related.getByRole('link', { name: next });
    await bringIntoView(link);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
  });
}

test('a contents entry takes the reader to its section', async ({ page }) => {
  await page.goto('/terms-of-service');
  await waitForHydration(page);

  const entries = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  const last = entries.last();
  const heading = (await last.textContent()) ?? '';
  await last.click();
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeInViewport();
});

test.describe('a long legal text drawn as the reader reaches it', () => {
  test.use({ viewport: viewports.mobile });

  /** Where an element's top is after the browser has drawn two more frames. */
  const settledTop = async (page: Page, locator: Locator) => {
    await nextFrames(page);
    return (await locator.boundingBox())?.y ?? Number.NaN;
  };
  /** Scroll positions land on device pixels: a place kept is kept within one. */
  const expectWithinAPixel = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected), `${actual} is not within a pixel of ${expected}`).toBeLessThanOrEqual(1);

  test('moves nothing on screen: the end of the page, a contents link, then scrolling back up', async ({ page }) => {
    await page.goto('/terms-of-service');

    // Straight to the end, as the End key or the scroll bar takes a reader: what is on screen stays put.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const related = page.getByRole('navigation', { name: 'Related pages' });
    const relatedTop = await settledTop(page, related);
    expectWithinAPixel(await settledTop(page, related), relatedTop);

    // A contents link lands its section just below the bar, as the first section's does.
    await page.evaluate(() => window.scrollTo(0, 0));
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await contents.first().click();
    const landing = await settledTop(page, page.getByRole('heading', { level: 2, name: (await contents.first().textContent()) ?? '' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    const late = contents.nth(Math.floor((await contents.count()) * 0.7));
    await late.click();
    const heading = page.getByRole('heading', { level: 2, name: (await late.textContent()) ?? '', exact: true });
    expectWithinAPixel(await settledTop(page, heading), landing);

    // Scrolling back up, the text above is drawn as it comes near: the heading moves with the finger, no more.
    await page.mouse.move(200, 400);
    for (let step = 0; step < 5; step++) {
      const before = await settledTop(page, heading);
      await page.mouse.wheel(0, -150);
      expectWithinAPixel(await settledTop(page, heading), before + 150);
    }
  });

  test('never scrolls sideways after the phone is turned back upright', async ({ page }) => {
    await page.setViewportSize({ width: viewports.mobile.height, height: viewports.mobile.width });
    await page.goto('/privacy-policy');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Read through in landscape, so every section is drawn once at that width.
    for (let top = 0; top < height; top += viewports.mobile.width / 2) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await settledTop(page, page.locator('body'));
    }
    await page.setViewportSize(viewports.mobile);
    await settledTop(page, page.locator('body'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.mobile.width);
  });
});
