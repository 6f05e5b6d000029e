// pa11y ships no types: what utils/codeSniffer.ts uses of it (pa11y 10's README, 'JavaScript Interface').
declare module 'pa11y' {
  import type { Browser, Page, Viewport } from 'puppeteer';

  export interface Pa11yIssue {
    /** The rule, e.g. 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H63.1'. */
    code: string;
    type: 'error' | 'warning' | 'notice';
    typeCode: number;
    message: string;
    /** The element's HTML, cut short. */
    context: string | null;
    /** A CSS path to the element, e.g. 'html > body > main > form'. */
    selector: string;
    runner: string;
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export interface Pa11yOptions {
    /** A browser the caller launched and closes; pa11y then launches none. */
    browser?: Browser;
    /** A page of `browser` to scan; pa11y leaves it open. */
    page?: Page;
    /** Scan `page` where it is, without loading the URL again (only with `page`). */
    ignoreUrl?: boolean;
    runners?: readonly ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    /** Set on the page before the scan, so it has to be the size it was loaded at. */
    viewport?: Viewport;
    /** In milliseconds. */
    timeout?: number;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
