import type { BlogPost } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import { useQuery } from '@tanstack/react-query';
import { brand } from '@fleet/content/brand/brand.ts';
import { postHead } from '../../blog/postHead.ts';
import { sanitizePostHtml } from '../../blog/sanitizePostHtml.ts';
import { toBlogPost } from '../../blog/toBlogPost.ts';
import type { HeadSettings } from '../../head/pageHead.ts';
import { contentClient } from '../contentClient.ts';
import { queryKeys } from '../keys.ts';

export interface LoadedPost {
  post: BlogPost;
  head: HeadSettings;
}

/**
 * One post by slug, its body sanitised, or null when there is none: the one the server rendered the page
 * with, or else read here. The sanitiser is then fetched alongside the post rather than with the page, so it
 * costs the page's first load nothing.
 */
export function useBlogPostQuery(slug: string, served?: LoadedPost | null) {
  return useQuery({
    // The post the server rendered the page with (null: it has none): nothing to ask for again.
    initialData: served,
    staleTime: served === undefined ? 0 : Number.POSITIVE_INFINITY,
    queryKey: queryKeys.blogPost(slug),
    queryFn: async ({ signal }): Promise<LoadedPost | null> => {
      const [post, { default: purify }] = await Promise.all([contentClient.postBySlug(slug, signal), import('dompurify')]);
      if (!post) return null;
      const options = { siteOrigins: [window.location.origin, new URL(brand.host).origin], baseUrl: window.location.href };
      return { post: toBlogPost(post, (html) => sanitizePostHtml(purify, html, options)), head: postHead(post, brand) };
    },
  });
}
