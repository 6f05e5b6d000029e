import type { DOMPurify } from 'dompurify';

export interface SanitizeOptions {
  /** Links to these origins stay in the tab: the page's own and the site's public host. */
  siteOrigins: readonly string[];
  /** What relative links in the content resolve against. */
  baseUrl: string;
}

/**
 * The content source's HTML cut down to what a post may hold (DOMPurify's HTML profile: no script, no event
 * handlers, no javascript: URLs, no forms, no inline styles), with links to other sites opening in a new tab
 * without access to this one. A compromised or careless CMS must not be able to run script on the site.
 */
export function sanitizePostHtml(purify: DOMPurify, html: string, { siteOrigins, baseUrl }: SanitizeOptions): string {
  // DOMPurify hands back its input untouched where it has no DOM to parse with; nothing unvetted may pass.
  if (!purify.isSupported) throw new Error('Post content cannot be sanitised here: no DOM');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    if (node.tagName !== 'A') return;
    node.removeAttribute('target');
    const href = node.getAttribute('href');
    if (href === null) return;
    let url: URL;
    try {
      url = new URL(href, baseUrl);
    } catch {
      node.removeAttribute('href');
      return;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !siteOrigins.includes(url.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  try {
    return purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
      FORBID_ATTR: ['style'],
    });
  } finally {
    purify.removeHook('afterSanitizeAttributes');
  }
}
