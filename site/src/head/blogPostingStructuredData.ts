import type { WpPost } from '@fleet/api-client';
import { localePath } from '@fleet/i18n/localePath.ts';
import { defaultLocale, type Locale } from '@fleet/i18n/locales.ts';
import { htmlToText } from '../blog/decodeHtml.ts';
import { featuredMedia } from '../blog/featuredMedia.ts';
import { gmtDate } from '../blog/gmtDate.ts';
import { absoluteUrl, type HeadBrand } from './pageHead.ts';

/** The schema.org BlogPosting a post page describes: what search engines show as an article. */
export function blogPostingStructuredData(post: WpPost, brand: Pick<HeadBrand, 'productName' | 'host'>, lang: Locale = defaultLocale): object {
  const url = absoluteUrl(brand.host, localePath(lang, `/blog/${post.slug}`));
  const image = featuredMedia(post)?.source_url;
  const author = post._embedded?.author?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: htmlToText(post.title.rendered),
    datePublished: gmtDate(post.date_gmt).toISOString(),
    dateModified: gmtDate(post.modified_gmt).toISOString(),
    ...(image ? { image: absoluteUrl(brand.host, image) } : {}),
    ...(author && 'name' in author ? { author: { '@type': 'Person', name: author.name } } : {}),
    publisher: { '@type': 'Organization', name: brand.productName, logo: absoluteUrl(brand.host, '/favicon.svg') },
    ...(lang === defaultLocale ? {} : { inLanguage: lang }),
    mainEntityOfPage: url,
    url,
  };
}
