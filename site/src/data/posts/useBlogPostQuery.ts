import { localeOrDefault } from '@fleet/i18n/locales.ts';
import type { BlogPost } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { useQuery } from '@tanstack/react-query';
import { blogCategories } from '@fleet/content/blog/categoryMap.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { postHead } from '../../blog/postHead.ts';
import { sanitizePostHtml } from '../../blog/sanitizePostHtml.ts';
import { toBlogPost } from '../../blog/toBlogPost.ts';
import type { HeadSettings } from '../../head/pageHead.ts';
import { contentClient } from '../contentClient.ts';
import { failureMessages } from '../failureLog.ts';
import { queryKeys } from '../keys.ts';

export interface LoadedPost {
  post: BlogPost;
  head: HeadSettings;
}

/**
 * One post by slug, its body sanitised, or null when there is none, read here when the server could not read
 * it. The sanitiser is fetched alongside the post rather than with the page, so it costs no other page anything.
 */
export function useBlogPostQuery(slug: string) {
  const messages = useMessages();
  return useQuery({
    queryKey: queryKeys.blogPost(slug),
    queryFn: async ({ signal }): Promise<LoadedPost | null> => {
      const [post, { default: purify }] = await Promise.all([contentClient.postBySlug(slug, signal), import('dompurify')]);
      if (!post) return null;
      const options = {
        siteOrigins: [window.location.origin, new URL(brand.host).origin],
        baseUrl: window.location.href,
        playerTitle: messages.t('blogPost.videoPlayer'),
        lang: messages.lang,
      };
      return {
        post: toBlogPost(post, (html) => sanitizePostHtml(purify, html, options), blogCategories(messages), localeOrDefault(messages.lang)),
        head: postHead(post, brand),
      };
    },
    meta: { failure: failureMessages.blogPost },
  });
}
