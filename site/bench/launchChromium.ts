import { chromiumPath } from '@fleet/browsers/chromiumPath';
import { type LaunchedChrome, launch } from 'chrome-launcher';

/** What Chromium needs to run headless as root here, with nothing of its own on the network during a run. */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The system Chromium (never a downloaded one), with a fresh profile, for one Lighthouse run; `language` is the
 * browser's own (`de-DE` for a German page: its visitors' phones speak German, and a browser formats in its own
 * language without loading another's data first).
 */
export function launchChromium(language = 'en-US'): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, `--lang=${language}`],
    logLevel: 'silent',
    // The bench's own signal handler stops Chromium with everything else.
    handleSIGINT: false,
  });
}
