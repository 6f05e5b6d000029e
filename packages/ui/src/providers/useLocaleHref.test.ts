import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLinkComponent } from './LinkProvider.tsx';
import { MessagesProvider } from './MessagesProvider.tsx';

function SiteLinks() {
  const Link = useLinkComponent();
  return createElement(
    'nav',
    null,
    ['/', '/pricing', '/blog/all?category=news', '/blog/feed.xml', '/images/van.webp', 'https://example.com/'].map((href) =>
      createElement(Link, { key: href, className: 'link', href }, href),
    ),
  );
}

const render = (locale?: 'en' | 'de') =>
  renderToStaticMarkup(locale ? MessagesProvider({ messages: messagesFor(locale), children: createElement(SiteLinks) }) : createElement(SiteLinks));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('the site’s links', () => {
  it('lead to the German pages on a German page', () => {
    expect(hrefs(render('de'))).toEqual(['/de', '/de/pricing', '/de/blog/all?category=news', '/de/blog/feed.xml', '/images/van.webp', 'https://example.com/']);
  });

  it('are written as before on an English page, and where there are no messages (the admin’s sign-in)', () => {
    const english = '<a class="link" href="/pricing">/pricing</a>';
    expect(render('en')).toContain(english);
    expect(render()).toContain(english);
    expect(render('en')).toBe(render());
  });
});
