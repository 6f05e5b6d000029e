import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type SanitizeOptions, sanitizePostHtml } from '../blog/sanitizePostHtml.ts';

// DOMPurify over jsdom, the server DOM DOMPurify supports: the same sanitiser, by the same rules, as in a browser.
const purify = createDOMPurify(new JSDOM('').window);

/** A post's body as the server may put it into a page: see sanitizePostHtml. */
export function sanitizeOnServer(html: string, options: SanitizeOptions): string {
  return sanitizePostHtml(purify, html, options);
}
