import type { Locator, Page } from '@playwright/test';
import { cataloguePrice } from './sitePage.ts';
import type { Width } from './testEnv.ts';

/**
 * What a page shows once its calls have answered: the navigation's dashcam count, the home page's statistics
 * and posts, the pricing calculator, the catalogue's live prices. Scans and screenshots wait for all of it.
 */
export function liveData(page: Page, path: string, width: Width): Locator[] {
  // On phones the count sits in the closed menu, out of sight.
  const count = width === 'desktop' ? [page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /connected$/ })] : [];
  switch (path) {
    case '/':
      return [
        ...count,
        page.getByRole('region', { name: 'Our Growing Network' }).getByRole('definition').filter({ hasText: /\d/ }),
        page.getByRole('list', { name: 'Latest News & Updates' }).getByRole('article'),
      ];
    case '/pricing':
      return [...count, page.getByRole('status', { name: 'Estimated Cost' })];
    case '/dashcams':
      // A live dashcam price is a starting price, '~' included; the built-in LTE model's fallback has none.
      return [...count, cataloguePrice(page, 'DR970X-2CH LTE Plus').filter({ hasText: '~' })];
    default:
      return count;
  }
}
