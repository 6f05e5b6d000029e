import type { WpPost } from '@fleet/api-client';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { localePath } from '@fleet/i18n/localePath.ts';
import type { Locale } from '@fleet/i18n/locales.ts';
import { blogPostingStructuredData } from '../head/blogPostingStructuredData.ts';
import { absoluteUrl, type HeadBrand, type HeadSettings, innerPageTitle } from '../head/pageHead.ts';
import { htmlToText } from './decodeHtml.ts';
import { featuredMedia } from './featuredMedia.ts';
import { postLocale } from './postLocale.ts';

/**
 * A post page's head: its title, its excerpt as the description, its featured image as the share image (the
 * default one without), its canonical /blog/{slug} in its own language (/de/blog/{slug} for a German post,
 * whichever language's page shows it), its translations (`slugs`, by language) as the page's other languages, and
 * the post as a schema.org BlogPosting. The browser applies it once the post has loaded; the server writes the same
 * into the HTML it answers a post's URL with, for crawlers that run no script.
 */
export function postHead(post: WpPost, brand: Pick<HeadBrand, 'productName' | 'host'>, slugs: Partial<Record<Locale, string>> = {}): HeadSettings {
  const description = htmlToText(post.excerpt.rendered);
  const image = featuredMedia(post)?.source_url;
  const own = postLocale(post);
  const alternates: Partial<Record<Locale, string>> = { [own]: `/blog/${post.slug}` };
  for (const [lang, slug] of Object.entries(slugs)) if (lang !== own && slug) alternates[lang as Locale] = `/blog/${slug}`;
  return {
    title: innerPageTitle(htmlToText(post.title.rendered), brand.productName),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    url: absoluteUrl(brand.host, localePath(own, `/blog/${post.slug}`)),
    alternates,
    type: 'article',
    structuredData: [blogPostingStructuredData(post, brand, own)],
  };
}

/** The head of a post URL that has no post: it stays out of search results. */
export function missingPostHead(productName: string, { t }: Pick<Messages, 't'>): HeadSettings {
  return { title: innerPageTitle(t('blogPost.notFoundTitle'), productName), noindex: true };
}
