import type { WpPost } from '@fleet/api-client';
import { type Locale, localeOrDefault, localeSettings } from '@fleet/i18n/locales.ts';
import type { BlogCardProps } from '@fleet/ui/components/BlogCard/BlogCard.tsx';
import { type BlogCategory, categoryLabels } from '@fleet/content/blog/categoryMap.ts';
import { isAddedCategory } from './blogChips.ts';
import { htmlToText } from './decodeHtml.ts';
import { featuredMedia } from './featuredMedia.ts';

/**
 * The card of one post: the first featured media (unless it is an error object), the first term list's labels:
 * the category map's as `labelled` names them (blogCategories, or the chips, which start with them), then the names of the categories the content source added (blogChips).
 * A post in another language than the page's `locale` says which (a post with none is in the default language).
 */
export function toBlogCard(post: WpPost, labelled: readonly BlogCategory[], locale: Locale): BlogCardProps {
  const media = featuredMedia(post);
  const terms = post._embedded?.['wp:term']?.[0] ?? [];
  const title = htmlToText(post.title.rendered);
  const added = terms.filter(isAddedCategory).map((term) => htmlToText(term.name));
  const lang = localeOrDefault(post.lang);
  return {
    slug: post.slug,
    title,
    excerpt: htmlToText(post.excerpt.rendered),
    date: post.date,
    categories: [...categoryLabels(terms.length > 0 ? terms.map((term) => term.id) : post.categories, labelled), ...added],
    ...(lang === locale ? {} : { language: { lang, name: localeSettings[lang].name } }),
    image: media ? { src: media.source_url, alt: media.alt_text || title, width: media.media_details?.width, height: media.media_details?.height } : undefined,
  };
}
