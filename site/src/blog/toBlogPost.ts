import type { WpPost } from '@fleet/api-client';
import type { BlogPost } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import { toBlogCard } from './toBlogCard.ts';

/** The post page's view of a post; `sanitize` vets the body, which is then inserted as HTML; `labelled` as toBlogCard's. */
export function toBlogPost(post: WpPost, sanitize: (html: string) => string, labelled: readonly BlogCategory[]): BlogPost {
  const { slug, title, excerpt, date, categories, image } = toBlogCard(post, labelled);
  // Real WordPress sites without the maker's field group send no `acf` at all.
  const videoId = post.acf?.youtube_video_id?.trim();
  return { slug, title, excerpt, date, categories, image, contentHtml: sanitize(post.content.rendered), ...(videoId ? { videoId } : {}) };
}
