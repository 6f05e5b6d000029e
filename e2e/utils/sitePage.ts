import { expect, type Locator, type Page } from '@playwright/test';

interface PageViewEntry {
  event?: string;
  page_path?: string;
  page_title?: string;
}

/** The page_view events the site pushed into the analytics data layer, oldest first. */
export function pageViews(page: Page): Promise<PageViewEntry[]> {
  return page.evaluate(() => ((window as { dataLayer?: PageViewEntry[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view'));
}

/**
 * Resolves once the page has been shown (its page_view is in the data layer) and every island that hydrates
 * on load has done so: Astro takes the `ssr` mark off an island once its component runs.
 */
export async function waitForHydration(page: Page, path = new URL(page.url()).pathname): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      ((window as { dataLayer?: PageViewEntry[] }).dataLayer ?? []).some((entry) => entry.event === 'page_view' && entry.page_path === expected) &&
      document.querySelector('astro-island[ssr][client="load"]') === null,
    path,
  );
}

/**
 * Resolves once the browser has drawn two more frames: text a jump brought on screen that the page leaves undrawn until
 * it comes near (content-visibility: auto) has been drawn, and what is on screen is where a person sees it.
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Scrolls `locator` into view and lets the page draw what came on screen with it. A person taps what they see; a bare
 * `click` aims at the layout of the moment of its own scroll, before the text around the target has been drawn.
 */
export async function bringIntoView(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await nextFrames(locator.page());
}

/**
 * Holds back the islands' modules until `release` is called: the page stays as the server sent it, as on a
 * slow phone while the scripts are on their way.
 */
export async function holdIslandScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Resolves once the island holding `locator` has hydrated (islands shown on scroll hydrate when they come into view). */
export async function waitForIsland(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

export interface PageErrorLog {
  /** Console errors and uncaught exceptions so far, as 'console: …' and 'pageerror: …' lines. */
  messages(): string[];
}

/**
 * Records every console error and uncaught exception of a page (React reports a hydration mismatch through
 * both). Attach it before the first goto. The failed load of the document itself is left out: the 404 page
 * is answered with status 404 on purpose, and the tests assert that status separately.
 */
export function watchPageErrors(page: Page): PageErrorLog {
  const entries: { text: string; url: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') entries.push({ text: `console: ${message.text()}`, url: message.location().url });
  });
  page.on('pageerror', (error) => entries.push({ text: `pageerror: ${error.message}`, url: '' }));
  return {
    messages: () =>
      entries.filter((entry) => !(entry.text.startsWith('console: Failed to load resource') && entry.url === page.url())).map((entry) => entry.text),
  };
}

/** The price line of one catalogue card on /dashcams, found by the product's name. */
export function cataloguePrice(page: Page, product: string) {
  return page.getByRole('article', { name: product, exact: true }).getByText(/\$\d/);
}
