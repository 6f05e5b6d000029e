import type { PageHead } from './pageHead.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not close the element nor open a comment. */
const escapeJsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page's head as HTML: title, description, canonical, Open Graph and Twitter tags, the feed link, structured data. */
export function renderHeadTags(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of head.tags) {
    lines.push(
      tag.kind === 'meta'
        ? `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" data-page-head>`
        : `<link rel="${escapeHtml(tag.rel)}"${tag.type ? ` type="${escapeHtml(tag.type)}"` : ''}${tag.title ? ` title="${escapeHtml(tag.title)}"` : ''}${tag.hreflang ? ` hreflang="${escapeHtml(tag.hreflang)}"` : ''} href="${escapeHtml(tag.href)}" data-page-head>`,
    );
  }
  for (const data of head.structuredData) lines.push(`<script type="application/ld+json" data-page-head>${escapeJsonForScript(data)}</script>`);
  return lines.join('\n    ');
}
