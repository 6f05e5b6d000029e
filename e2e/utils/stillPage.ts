import type { Locator, Page } from '@playwright/test';

/** The moment every screenshot is taken at. */
export const screenshotTime = new Date('2026-11-21T10:00:00');

/**
 * Stops the page's clock before it loads: timers run only when the test advances them, so the banner
 * carousel stays on its first slide however long the page takes to settle. Call before goto.
 */
export async function freezeClock(page: Page): Promise<void> {
  // Installed a minute early: the installed clock runs in real time until it is paused, and on a busy machine more
  // than a second can pass between the two calls (pausing in its past is refused).
  await page.clock.install({ time: screenshotTime.getTime() - 60_000 });
  await page.clock.pauseAt(screenshotTime.getTime() + 1000);
}

// The banner moves 4000 ms after it is shown: stay well under that while letting the page's own timers run.
const clockBudgetMs = 3000;
const stepMs = 100;

/**
 * Lets a frozen page take in its live data: advances its clock a little at a time (query results reach the
 * page through zero-delay timers) until every `ready` locator is visible.
 */
export async function advanceUntilVisible(page: Page, ready: readonly Locator[]): Promise<void> {
  for (let spent = 0; spent <= clockBudgetMs; spent += stepMs) {
    const shown = await Promise.all(ready.map((locator) => locator.first().isVisible()));
    if (shown.every(Boolean)) return;
    await page.clock.runFor(stepMs);
    // Real time for the server's answers to arrive.
    await page.waitForTimeout(stepMs);
  }
  throw new Error(`still waiting for ${ready.map(String).join(', ')} after ${clockBudgetMs} ms of page time`);
}

/**
 * Brings every picture in: scrolls down a screen at a time so lazy images start, waits until each has
 * loaded (or failed), waits for the fonts, then returns to the top.
 */
export async function loadEveryImage(page: Page): Promise<void> {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  for (let y = 0; y < scrollHeight; y += innerHeight) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Stops every CSS animation where a visitor first sees it: finite ones (transitions, entrances) at their
 * end, endless ones (the customer row) paused at their first frame. Screenshots then pass
 * `animations: 'allow'`: Playwright's own 'disabled' mode cancels endless animations instead, and a
 * cancelled customer row drops its transform, which lets the cards' visually hidden labels escape the
 * row's clipping and widens the page to thousands of pixels (as it does under reduced motion: home.spec.ts).
 */
export async function holdStill(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
      else {
        animation.pause();
        animation.currentTime = 0;
      }
    }
  });
}
