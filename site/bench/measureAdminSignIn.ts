import { launchPhoneBrowser, phonePage } from './phoneProfile.ts';

/** The first super admin spawnSite creates: the visits sign in as them. */
export interface AdminCredentials {
  email: string;
  password: string;
}

/** Bytes of one kind the browser received (compressed, as sent: the bodies' encoded sizes, without headers). */
export interface Received {
  html: number;
  scripts: number;
  styles: number;
  fonts: number;
}

export interface AdminSignInVisit {
  /** First contentful paint, ms after navigation start. */
  paintMs: number;
  /**
   * When the sign-in form is usable, ms after navigation start: it is painted, and 'Sign in' is taken (the page's first
   * script holds a sign-in pressed before the app's arrives, and the fields keep what is typed: `data-sign-in` on
   * the document says so).
   */
  usableMs: number;
  /** When the app has taken the form over, ms after navigation start: its handlers are attached, and what was typed is in its state. */
  appMs: number;
  /** What had arrived when the form became usable. */
  untilUsable: Received;
  /** What had arrived when the app had taken the form over: the sign-in page's own script, all of it. */
  untilApp: Received;
  /** Script the page fetched after that and before 'Sign in' was pressed (the app's, and what it fetches ahead for the pages behind it). */
  aheadScripts: number;
  /** From pressing 'Sign in' to the dashboard's heading, ms: the sign-in call, and whatever code the dashboard still waited for. */
  signInToDashboardMs: number;
}

interface SignInMarks {
  held?: number;
  app?: number;
  submitted?: number;
  dashboard?: number;
}

// In the page before anything else, and light, so as not to slow what it measures: notes when the form takes a sign-in
// and when the app has taken it over (the page says both on the document: `data-sign-in`, 'held' then 'app'), when it
// is first submitted, and when the dashboard's heading appears after that.
const watchSignIn = () => {
  const marks: SignInMarks = {};
  (window as unknown as { __signIn: SignInMarks }).__signIn = marks;
  new MutationObserver(() => {
    const state = document.documentElement.dataset.signIn;
    if (state !== undefined) marks.held ??= performance.now();
    if (state === 'app') marks.app ??= performance.now();
  }).observe(document, { subtree: true, attributeFilter: ['data-sign-in'] });
  document.addEventListener(
    'submit',
    () => {
      if (marks.submitted !== undefined) return;
      marks.submitted = performance.now();
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'Dashboard')) return;
        marks.dashboard = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    },
    { capture: true },
  );
};

// What the page had received by a moment (ms after navigation start), by kind, from its own Resource Timing entries.
const receivedBy = (moment: number): Received => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd <= moment);
  const sum = (pattern: RegExp) =>
    resources.filter(({ name }) => pattern.test(new URL(name).pathname)).reduce((total, entry) => total + entry.encodedBodySize, 0);
  return { html: navigation?.encodedBodySize ?? 0, scripts: sum(/\.m?js$/), styles: sum(/\.css$/), fonts: sum(/\.woff2?$/) };
};

// A person's pace on a phone's keyboard: what is typed ahead of 'Sign in' gives the page its time to fetch ahead.
const keystrokeMs = 90;

/**
 * Opens the admin's sign-in page `visits` times on the phone profile, each in a fresh context (nothing cached), and
 * signs in as a person would: taps the e-mail field, types, taps the password field, types, taps 'Sign in', and waits
 * for the dashboard. Throws when a visit cannot sign in.
 */
export async function measureAdminSignIn(origin: string, path: string, credentials: AdminCredentials, visits: number): Promise<AdminSignInVisit[]> {
  const browser = await launchPhoneBrowser();
  try {
    const results: AdminSignInVisit[] = [];
    for (let visit = 0; visit < visits; visit++) {
      const { context, page } = await phonePage(browser);
      await page.addInitScript(watchSignIn);
      const marks = () => page.evaluate(() => (window as unknown as { __signIn: SignInMarks }).__signIn);
      // Nothing is asked of the page until it has loaded: polling it meanwhile would run the test tool's own script
      // in it, on the phone's slow CPU, and hold its first paint. The marks and the Resource Timing entries say
      // afterwards when each thing happened and what had arrived by then.
      await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => (window as unknown as { __signIn: SignInMarks }).__signIn.app !== undefined, undefined, {
        polling: 50,
        timeout: 60_000,
      });
      const paintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
      const early = await marks();
      if (early.held === undefined) throw new Error('the sign-in page never took a sign-in before the app');
      const untilUsable = await page.evaluate(receivedBy, Math.max(paintMs, early.held));
      const untilApp = await page.evaluate(receivedBy, early.app!);

      const email = page.getByRole('textbox', { name: 'Email', exact: true });
      await email.tap();
      await email.pressSequentially(credentials.email, { delay: keystrokeMs });
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.tap();
      await password.pressSequentially(credentials.password, { delay: keystrokeMs });
      if ((await email.inputValue()) !== credentials.email) throw new Error('the e-mail field did not keep what was typed');
      const beforeSignIn = await page.evaluate(receivedBy, Number.POSITIVE_INFINITY);
      await page.getByRole('button', { name: 'Sign in' }).tap();
      await page.waitForFunction(() => (window as unknown as { __signIn: SignInMarks }).__signIn.dashboard !== undefined, undefined, {
        polling: 50,
        timeout: 60_000,
      });
      const { held, app, submitted, dashboard } = await marks();
      results.push({
        paintMs,
        usableMs: Math.max(paintMs, held!),
        appMs: app ?? Number.NaN,
        untilUsable,
        untilApp,
        aheadScripts: beforeSignIn.scripts - untilApp.scripts,
        signInToDashboardMs: dashboard! - submitted!,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
