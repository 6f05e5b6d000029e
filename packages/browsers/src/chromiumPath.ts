/**
 * Debian's full Chromium (never a downloaded one), which the benchmarks measure pages in, as visitors have it;
 * CHROMIUM_PATH points elsewhere. The tests drive its headless shell instead (testChromium.ts).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
