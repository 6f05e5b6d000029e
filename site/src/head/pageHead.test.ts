import { describe, expect, it } from 'vitest';
import { absoluteUrl, cutDescription, pageHead } from './pageHead.ts';
import { renderHeadTags } from './renderHeadTags.ts';

const brand = {
  productName: 'Example Fleet',
  tagline: 'AI-powered Simplicity in Tracking',
  description: 'Default description.',
  shareImage: '/images/share-card.png',
  host: 'https://www.example.com',
};

const content = (head: ReturnType<typeof pageHead>, name: string) => {
  const tag = head.tags.find((t) => t.kind === 'meta' && t.name === name);
  return tag?.kind === 'meta' ? tag.content : undefined;
};

describe('pageHead', () => {
  it('falls back to the tagline, the default description and image, the page path and website', () => {
    const head = pageHead({}, '/features', brand);
    expect(head.title).toBe('AI-powered Simplicity in Tracking');
    expect(content(head, 'description')).toBe('Default description.');
    expect(content(head, 'og:image')).toBe('https://www.example.com/images/share-card.png');
    expect(content(head, 'og:type')).toBe('website');
    expect(head.tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://www.example.com/features' });
  });

  it('prefixes relative URLs with the host and keeps absolute ones', () => {
    expect(absoluteUrl('https://www.example.com', '/pricing')).toBe('https://www.example.com/pricing');
    expect(absoluteUrl('https://www.example.com/', 'images/a.png')).toBe('https://www.example.com/images/a.png');
    expect(absoluteUrl('https://www.example.com', 'https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png');
    const head = pageHead({ url: '/blog/all', image: 'https://cdn.example.net/a.png' }, '/ignored', brand);
    expect(content(head, 'og:url')).toBe('https://www.example.com/blog/all');
    expect(content(head, 'twitter:image')).toBe('https://cdn.example.net/a.png');
  });

  it('cuts the description to 160 characters everywhere it appears', () => {
    const long = 'Fleet video. '.repeat(20);
    const head = pageHead({ description: long }, '/', brand);
    for (const name of ['description', 'og:description', 'twitter:description']) expect(content(head, name)).toHaveLength(160);
    expect([...cutDescription('🚚'.repeat(200))]).toHaveLength(160);
    expect(cutDescription('short')).toBe('short');
  });

  it('gives Open Graph and a Twitter large-image card', () => {
    const head = pageHead({ title: 'Pricing | Example Fleet', description: 'Plans.' }, '/pricing', brand);
    expect(content(head, 'og:title')).toBe('Pricing | Example Fleet');
    expect(content(head, 'twitter:card')).toBe('summary_large_image');
    expect(content(head, 'twitter:title')).toBe('Pricing | Example Fleet');
    expect(content(head, 'og:site_name')).toBe('Example Fleet');
  });

  it('keeps a noindex page out of search results, without a canonical', () => {
    const head = pageHead({ noindex: true }, '/404', brand);
    expect(content(head, 'robots')).toBe('noindex');
    expect(head.tags.some((tag) => tag.kind === 'link' && tag.rel === 'canonical')).toBe(false);
    expect(content(head, 'og:url')).toBeUndefined();
  });

  it('announces the blog feed on every page', () => {
    for (const head of [pageHead({}, '/', brand), pageHead({ noindex: true }, '/404', brand)]) {
      expect(head.tags).toContainEqual({
        kind: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Example Fleet Blog',
        href: 'https://www.example.com/blog/feed.xml',
      });
    }
  });
});

describe('pageHead in several languages', () => {
  const both = { published: ['en', 'de'] as const };
  const links = (head: ReturnType<typeof pageHead>) => head.tags.flatMap((tag) => (tag.kind === 'link' && tag.hreflang ? [`${tag.hreflang} ${tag.href}`] : []));
  const metas = (head: ReturnType<typeof pageHead>, name: string) =>
    head.tags.flatMap((tag) => (tag.kind === 'meta' && tag.name === name ? [tag.content] : []));

  it('gives each language its own canonical, the others as hreflang alternates with x-default, and og:locale', () => {
    const german = pageHead({}, '/pricing', brand, { locale: 'de', ...both });
    expect(german.tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://www.example.com/de/pricing' });
    expect(content(german, 'og:url')).toBe('https://www.example.com/de/pricing');
    expect(links(german)).toEqual(['en https://www.example.com/pricing', 'de https://www.example.com/de/pricing', 'x-default https://www.example.com/pricing']);
    expect([metas(german, 'og:locale'), metas(german, 'og:locale:alternate')]).toEqual([['de_DE'], ['en_US']]);
    const english = pageHead({}, '/', brand, { locale: 'en', ...both });
    expect(links(english)).toEqual(['en https://www.example.com/', 'de https://www.example.com/de', 'x-default https://www.example.com/']);
    expect([metas(english, 'og:locale'), metas(english, 'og:locale:alternate')]).toEqual([['en_US'], ['de_DE']]);
  });

  it("announces the page's own language's feed", () => {
    const german = pageHead({}, '/pricing', brand, { locale: 'de', ...both });
    expect(german.tags.find((tag) => tag.kind === 'link' && tag.type === 'application/rss+xml')).toMatchObject({
      href: 'https://www.example.com/de/blog/feed.xml',
    });
  });

  it('adds nothing while the site has one language', () => {
    const only = pageHead({}, '/pricing', brand, { locale: 'en', published: ['en'] });
    expect([links(only), metas(only, 'og:locale')]).toEqual([[], []]);
  });

  it('lists no alternates for a page out of search results', () => {
    expect(links(pageHead({ noindex: true }, '/404', brand, { locale: 'de', ...both }))).toEqual([]);
  });
});

describe('renderHeadTags', () => {
  it('escapes text and keeps JSON-LD from closing its script element', () => {
    const head = pageHead({ title: 'A <b> & "c"', structuredData: [{ name: '</script><script>alert(1)</script>' }] }, '/', brand);
    const html = renderHeadTags(head);
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('<script type="application/ld+json" data-page-head>');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Example Fleet Blog" href="https://www.example.com/blog/feed.xml" data-page-head>',
    );
  });
});
