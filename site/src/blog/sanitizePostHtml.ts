import { localeHref } from '@fleet/i18n/localeHref.ts';
import type { DOMPurify } from 'dompurify';
import { youtubeEmbedSrc } from './youtubeEmbedSrc.ts';

export interface SanitizeOptions {
  /** Links to these origins stay in the tab: the page's own and the site's public host. */
  siteOrigins: readonly string[];
  /** What relative links in the content resolve against. */
  baseUrl: string;
  /** An embedded player's title where the post gives it none ('YouTube video player', in the page's language). */
  playerTitle: string;
  /** The page's language (`de`): links to the site's own pages lead to them in it. */
  lang?: string;
}

/** What an embedded player may do: play, go full screen, open YouTube in a new tab; nothing of this page's. */
const playerSandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
const playerPermissions = 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/**
 * A post's frame as the page may show it: a YouTube player (youtubeEmbedSrc), sandboxed, loaded when scrolled
 * near, with a title for screen readers and nothing else of what the source wrote; any other frame is removed.
 */
function keepPlayer(frame: Element, fallbackTitle: string): void {
  const src = youtubeEmbedSrc(frame.getAttribute('src') ?? '');
  if (src === undefined) {
    frame.remove();
    return;
  }
  const title = frame.getAttribute('title')?.trim() || fallbackTitle;
  for (const { name } of [...frame.attributes]) frame.removeAttribute(name);
  frame.setAttribute('src', src);
  frame.setAttribute('title', title);
  frame.setAttribute('loading', 'lazy');
  frame.setAttribute('sandbox', playerSandbox);
  frame.setAttribute('allow', playerPermissions);
  frame.setAttribute('allowfullscreen', '');
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
}

/**
 * The content source's HTML cut down to what a post may hold (DOMPurify's HTML profile: no script, no event
 * handlers, no javascript: URLs, no forms, no inline styles; frames only for YouTube's player), with links to
 * other sites opening in a new tab without access to this one. A compromised or careless CMS must not be able to
 * run script on the site.
 */
export function sanitizePostHtml(purify: DOMPurify, html: string, { siteOrigins, baseUrl, playerTitle, lang }: SanitizeOptions): string {
  // DOMPurify hands back its input untouched where it has no DOM to parse with; nothing unvetted may pass.
  if (!purify.isSupported) throw new Error('Post content cannot be sanitised here: no DOM');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IFRAME') {
      keepPlayer(node, playerTitle);
      return;
    }
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
    } else if (lang && siteOrigins.includes(url.origin) && /^(?:\/(?![/\\])|https?:)/i.test(href)) {
      // The posts are written once, in English, but a German page's links to the site's pages stay in German.
      const path = `${url.pathname}${url.search}${url.hash}`;
      const local = localeHref(path, lang);
      if (local !== path) node.setAttribute('href', href.startsWith('/') ? local : `${url.origin}${local}`);
    }
  });
  try {
    return purify.sanitize(html, {
      USE_PROFILES: { html: true },
      // Checked one by one above: only YouTube's player stays.
      ADD_TAGS: ['iframe'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
      FORBID_ATTR: ['style'],
    });
  } finally {
    purify.removeHook('afterSanitizeAttributes');
  }
}
