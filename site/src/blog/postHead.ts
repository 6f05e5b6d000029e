import type { WpPost } from '@fleet/api-client';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { blogPostingStructuredData } from '../head/blogPostingStructuredData.ts';
import { type HeadBrand, type HeadSettings, innerPageTitle } from '../head/pageHead.ts';
import { htmlToText } from './decodeHtml.ts';
import { featuredMedia } from './featuredMedia.ts';

/**
 * A post page's head: its title, its excerpt as the description, its featured image as the share image (the
 * default one without), its canonical /blog/{slug}, and the post as a schema.org BlogPosting. The browser applies it once the post has loaded; the
 * server writes the same into the HTML it answers a post's URL with, for crawlers that run no script.
 */
export function postHead(post: WpPost, brand: Pick<HeadBrand, 'productName' | 'host'>): HeadSettings {
  const description = htmlToText(post.excerpt.rendered);
  const image = featuredMedia(post)?.source_url;
  return {
    title: innerPageTitle(htmlToText(post.title.rendered), brand.productName),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    url: `/blog/${post.slug}`,
    type: 'article',
    structuredData: [blogPostingStructuredData(post, brand)],
  };
}

/** The head of a post URL that has no post: it stays out of search results. */
export function missingPostHead(productName: string, { t }: Pick<Messages, 't'>): HeadSettings {
  return { title: innerPageTitle(t('blogPost.notFoundTitle'), productName), noindex: true };
}
