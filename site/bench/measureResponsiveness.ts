import { launchPhoneBrowser, phonePage } from './phoneProfile.ts';

export interface Responsiveness {
  route: string;
  /** First contentful paint, ms after navigation start. */
  paintMs: number;
  /**
   * When the last island that has no way of working without script came alive, of those that hydrate on load
   * and of those that were on the first screen whenever they hydrate (the paint itself when there is none):
   * until then a tap on it does nothing.
   */
  liveMs: number;
  /** When every island that hydrates without the visitor scrolling (on load, once idle) came alive, those that work without script too. */
  hydratedMs: number;
  /** How many islands hydrate without the visitor scrolling, and how many of them need script to work at all. */
  islands: number;
  scriptOnly: number;
}

interface IslandLive {
  at: number;
  /** Astro's client directive: 'load', 'idle', 'visible'. */
  directive: string;
  /** Inside an element marked data-works-without-script: it enhances HTML that works on its own (a form that posts). */
  enhancing: boolean;
  /** Some of it was on the first screen when it came alive (the visits never scroll). */
  onFirstScreen: boolean;
}

/** The islands that hydrate without the visitor doing anything: as the page loads, and once it has loaded and the browser is idle. */
const unpromptedDirectives = ['load', 'idle'];

// In the page before anything else: notes when each island loses Astro's `ssr` mark, and where it was then.
const watchIslands = () => {
  const live: IslandLive[] = [];
  (window as unknown as { __islandsLive: IslandLive[] }).__islandsLive = live;
  new MutationObserver((records) => {
    for (const record of records) {
      const island = record.target as Element;
      if (island.localName === 'astro-island' && !island.hasAttribute('ssr')) {
        const { top } = (island.firstElementChild ?? island).getBoundingClientRect();
        live.push({
          at: performance.now(),
          directive: island.getAttribute('client') ?? '',
          enhancing: island.closest('[data-works-without-script]') !== null,
          onFirstScreen: top < window.innerHeight,
        });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
};

/**
 * Each page on the phone profile: when it is painted, and when every control it shows has come alive. Controls
 * without script (links, the menu's popover, a form's plain post) work from the paint; an island that needs
 * script from its hydration. One fresh browser context per page, so nothing comes from the cache.
 */
export async function measureResponsiveness(origin: string, routes: readonly string[]): Promise<Responsiveness[]> {
  const browser = await launchPhoneBrowser();
  try {
    const results: Responsiveness[] = [];
    for (const route of routes) {
      const { context, page } = await phonePage(browser);
      await page.addInitScript(watchIslands);
      await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      const islands = await page.locator(unpromptedDirectives.map((directive) => `astro-island[client="${directive}"]`).join(', ')).count();
      await page.waitForFunction(
        ({ count, directives }) =>
          (window as unknown as { __islandsLive: IslandLive[] }).__islandsLive.filter(({ directive }) => directives.includes(directive)).length >= count,
        { count: islands, directives: unpromptedDirectives },
        { timeout: 60_000 },
      );
      const { paintMs, live } = await page.evaluate(() => ({
        paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        live: (window as unknown as { __islandsLive: IslandLive[] }).__islandsLive,
      }));
      const unprompted = live.filter(({ directive }) => unpromptedDirectives.includes(directive));
      // A control needing script counts when it hydrates on load (wherever it is), or when it was in view.
      const tappable = live.filter(({ enhancing, directive, onFirstScreen }) => !enhancing && (directive === 'load' || onFirstScreen));
      results.push({
        route,
        paintMs,
        liveMs: Math.max(paintMs, ...tappable.map(({ at }) => at)),
        hydratedMs: Math.max(paintMs, ...unprompted.map(({ at }) => at)),
        islands,
        scriptOnly: unprompted.filter(({ enhancing }) => !enhancing).length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
