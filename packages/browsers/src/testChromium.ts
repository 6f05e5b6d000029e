/**
 * The Chromium every test drives (Playwright's suite, the stories, HTML_CodeSniffer): Debian's `chromium-headless-shell`,
 * the same engine as the full browser without its windowing layers (what Playwright runs headless when it brings its
 * own). Playwright's suite took 43 % less processor time in it than in the full browser, the stories 16 % less, on a
 * machine the suites keep busy. CHROMIUM_SHELL_PATH points elsewhere; the benchmarks measure the full browser
 * (chromiumPath.ts), as visitors have it.
 */
export const testChromiumPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags that keep screenshots the same from run to run and the same as the full browser's: the shell does not read
 * fontconfig's hinting, so it is given Debian's (slight), and without --disable-font-subpixel-positioning text drifts
 * by a pixel at a device pixel ratio above 1.
 */
export const testChromiumArgs = [
  '--font-render-hinting=slight',
  '--disable-font-subpixel-positioning',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
