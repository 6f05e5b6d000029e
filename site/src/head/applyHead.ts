import type { PageHead } from './pageHead.ts';

/**
 * Brings document.head in line with a page's head after client-side navigation. The prerendered tags
 * carry `data-page-head`; they are replaced as a set, so a page never keeps the previous page's tags.
 */
export function applyHead(document: Document, head: PageHead): void {
  document.title = head.title;
  for (const old of document.head.querySelectorAll('[data-page-head]')) old.remove();
  const fragment = document.createDocumentFragment();
  for (const tag of head.tags) {
    const element = document.createElement(tag.kind);
    if (tag.kind === 'meta') {
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    }
    element.setAttribute('data-page-head', '');
    fragment.append(element);
  }
  for (const data of head.structuredData) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    script.setAttribute('data-page-head', '');
    fragment.append(script);
  }
  document.head.append(fragment);
}
