import { testChromiumArgs, testChromiumPath } from '@fleet/browsers/testChromium';
import pa11y from 'pa11y';
import { type Browser, launch, type Page } from 'puppeteer';

/**
 * The Chromium that pa11y drives: the rest of the suite's (@fleet/browsers; puppeteer downloads none here, see
 * .puppeteerrc.cjs). One per spec file, shared by every scan: a launch per page would cost more than the scan.
 */
export function launchCodeSnifferBrowser(): Promise<Browser> {
  return launch({
    executablePath: testChromiumPath,
    headless: 'shell',
    // Chromium's sandbox will not start as root (CI runs as root); puppeteer already adds its quiet-browser flags.
    args: ['--no-sandbox', '--disable-gpu', ...testChromiumArgs],
  });
}

/**
 * Resolves once the page is as a visitor ends up seeing it: every island that hydrates by itself (on load or when the
 * browser is idle) has done so, and the calls for live data have answered (no request for half a second).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"])') === null);
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/**
 * Opens `url` at `viewport` in a new tab of `browser`, scans it with HTML_CodeSniffer (pa11y's htmlcs runner, WCAG 2
 * AA) once it has settled, and describes each error on one line (rule, element, message), so a failing test names what
 * to fix. Warnings and notices ask for a person's judgement and are left out.
 */
export async function codeSnifferErrors(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.setViewport(viewport);
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    const results = await pa11y(url, { browser, page, ignoreUrl: true, runners: ['htmlcs'], standard: 'WCAG2AA', viewport, timeout: 30_000 });
    return (
      results.issues
        // HTML_CodeSniffer measures the contrast of <noscript> content as if it were shown. With script on the browser
        // never draws it (it holds plain text, not elements), so the 1:1 it reports (seen on / and /dashcams) is for
        // text nobody sees: issues at a <noscript> are left out.
        .filter((issue) => issue.type === 'error' && !issue.selector.endsWith('noscript'))
        .map((issue) => `${issue.code} at ${issue.selector}: ${issue.message}`)
    );
  } finally {
    await page.close();
  }
}
