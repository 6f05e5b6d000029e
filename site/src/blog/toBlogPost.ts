import type { WpPost } from '@fleet/api-client';
import type { Locale } from '@fleet/i18n/locales.ts';
import type { BlogPost } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import type { PostTranslation } from '@fleet/ui/components/BlogPostView/PostTranslations.tsx';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import { toBlogCard } from './toBlogCard.ts';

/**
 * The post page's view of a post; `sanitize` vets the body, which is then inserted as HTML; `labelled` and
 * `locale` (the page's) as toBlogCard's; `translations`, the post in the site's other languages.
 */
export function toBlogPost(
  post: WpPost,
  sanitize: (html: string) => string,
  labelled: readonly BlogCategory[],
  locale: Locale,
  translations: readonly PostTranslation[] = [],
): BlogPost {
  const { slug, title, excerpt, date, categories, image, language } = toBlogCard(post, labelled, locale);
  // Real WordPress sites without the maker's field group send no `acf` at all.
  const videoId = post.acf?.youtube_video_id?.trim();
  return {
    slug,
    title,
    excerpt,
    date,
    categories,
    image,
    contentHtml: sanitize(post.content.rendered),
    ...(videoId ? { videoId } : {}),
    ...(language ? { language } : {}),
    ...(translations.length > 0 ? { translations } : {}),
  };
}
