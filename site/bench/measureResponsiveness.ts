import { chromium } from 'playwright-core';

/** Lighthouse's mobile profile, as the DevTools protocol applies it: a mid-range phone on slow 4G. */
const phone = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 93_750 };

export interface Responsiveness {
  route: string;
  /** First contentful paint, ms after navigation start. */
  paintMs: number;
  /**
   * When the last island that hydrates on load and has no way of working without script came alive (the
   * paint itself when there is none): until then a tap on it does nothing.
   */
  liveMs: number;
  /** When every island that hydrates on load came alive, those that work without script too. */
  hydratedMs: number;
  /** How many islands hydrate on load, and how many of them need script to work at all. */
  islands: number;
  scriptOnly: number;
}

interface IslandLive {
  at: number;
  /** Inside an element marked data-works-without-script: it enhances HTML that works on its own (a form that posts). */
  enhancing: boolean;
}

// In the page before anything else: notes when each island that hydrates on load loses Astro's `ssr` mark.
const watchIslands = () => {
  const live: IslandLive[] = [];
  (window as unknown as { __islandsLive: IslandLive[] }).__islandsLive = live;
  new MutationObserver((records) => {
    for (const record of records) {
      const island = record.target as Element;
      if (island.localName === 'astro-island' && island.getAttribute('client') === 'load' && !island.hasAttribute('ssr')) {
        live.push({ at: performance.now(), enhancing: island.closest('[data-works-without-script]') !== null });
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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const results: Responsiveness[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phone.latencyMs,
        downloadThroughput: phone.downloadBytesPerSecond,
        uploadThroughput: phone.uploadBytesPerSecond,
      });
      await page.addInitScript(watchIslands);
      await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      const islands = await page.locator('astro-island[client="load"]').count();
      await page.waitForFunction((count) => (window as unknown as { __islandsLive: IslandLive[] }).__islandsLive.length >= count, islands, { timeout: 60_000 });
      const { paintMs, live } = await page.evaluate(() => ({
        paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        live: (window as unknown as { __islandsLive: IslandLive[] }).__islandsLive,
      }));
      const scriptOnly = live.filter(({ enhancing }) => !enhancing);
      results.push({
        route,
        paintMs,
        liveMs: Math.max(paintMs, ...scriptOnly.map(({ at }) => at)),
        hydratedMs: Math.max(paintMs, ...live.map(({ at }) => at)),
        islands,
        scriptOnly: scriptOnly.length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
