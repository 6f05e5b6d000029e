import type { WpPost } from '@fleet/api-client';
import type { BlogPost } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import { toBlogCard } from './toBlogCard.ts';

/** The post page's view of a post; `sanitize` vets the body, which is then inserted as HTML. */
export function toBlogPost(post: WpPost, sanitize: (html: string) => string): BlogPost {
  const { slug, title, excerpt, date, categories, image } = toBlogCard(post);
  // Real WordPress sites without the maker's field group send no `acf` at all.
  const videoId = post.acf?.youtube_video_id?.trim();
  return { slug, title, excerpt, date, categories, image, contentHtml: sanitize(post.content.rendered), ...(videoId ? { videoId } : {}) };
}
