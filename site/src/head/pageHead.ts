/** What a page says about itself; every field falls back to the brand's defaults. */
export interface HeadSettings {
  title?: string;
  description?: string;
  /** Share image, absolute or relative to the host. */
  image?: string;
  /** Canonical URL, absolute or relative to the host; defaults to the page's path. */
  url?: string;
  type?: 'website' | 'article';
  /** Pages that must stay out of search results (the 404 page): robots noindex and no canonical. */
  noindex?: boolean;
  /** schema.org objects, emitted as JSON-LD. */
  structuredData?: readonly object[];
}

export type HeadTag =
  | { kind: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { kind: 'link'; rel: string; href: string; type?: string; title?: string };

/** The blog's RSS feed, announced in every page's head so feed readers find it from any page. */
export const blogFeedPath = '/blog/feed.xml';

export interface PageHead {
  title: string;
  tags: readonly HeadTag[];
  structuredData: readonly object[];
}

/**
 * The brand values the head rules read (a BrandConfig has them all). Declared here rather than picked from
 * BrandConfig so the server, which fills in a post page's head with these same rules, need not load the
 * design system's types.
 */
export interface HeadBrand {
  productName: string;
  tagline: string;
  description: string;
  shareImage: string;
  host: string;
}

const descriptionLimit = 160;

/** An inner page's title: its name, then the product. */
export function innerPageTitle(name: string, productName: string): string {
  return `${name} | ${productName}`;
}

/** Relative URLs get the site host prepended; absolute ones are kept. */
export function absoluteUrl(host: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `${host.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The description cut to 160 characters (whole characters, never half of a surrogate pair). */
export function cutDescription(description: string): string {
  const characters = [...description.trim()];
  return characters.length > descriptionLimit ? characters.slice(0, descriptionLimit).join('') : characters.join('');
}

/** The head of one page: defaults from the brand, host prefix, 160-character cut, canonical, Open Graph, Twitter card, the blog's feed. */
export function pageHead(settings: HeadSettings, pathname: string, brand: HeadBrand): PageHead {
  const title = settings.title ?? brand.tagline;
  const description = cutDescription(settings.description ?? brand.description);
  const image = absoluteUrl(brand.host, settings.image ?? brand.shareImage);
  const url = absoluteUrl(brand.host, settings.url ?? pathname);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ kind: 'meta', key, name, content });
  return {
    title,
    tags: [
      meta('name', 'description', description),
      settings.noindex ? meta('name', 'robots', 'noindex') : { kind: 'link', rel: 'canonical', href: url },
      meta('property', 'og:type', settings.type ?? 'website'),
      meta('property', 'og:site_name', brand.productName),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:image', image),
      // A page out of search results has no address of its own to share (every unknown path shows the one 404 page).
      ...(settings.noindex ? [] : [meta('property', 'og:url', url)]),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      { kind: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${brand.productName} Blog`, href: absoluteUrl(brand.host, blogFeedPath) },
    ],
    structuredData: settings.structuredData ?? [],
  };
}
