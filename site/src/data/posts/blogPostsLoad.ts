import type { Locale } from '@fleet/i18n/locales.ts';
import type { BlogCardProps } from '@fleet/ui/components/BlogCard/BlogCard.tsx';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import { blogLoadSize, blogLoadStart } from '../../blog/blogListPaging.ts';
import type { ContentClient } from '../../blog/content/createContentClient.ts';
import { listPostsInLanguages } from '../../blog/listPostsInLanguages.ts';
import type { PostsFilter } from '../../blog/postsFilter.ts';
import { toBlogCard } from '../../blog/toBlogCard.ts';

/** A post as the list shows it: its card, and its id to show it once when a new post shifts the pages along. */
export interface BlogListPost {
  id: number;
  card: BlogCardProps;
}

export interface BlogPostsLoad {
  /**
   * The cards, not the WordPress posts: the server renders the list with this load and hands it to the island
   * in the page, where a post's whole body and links would be kilobytes to parse for a title and an excerpt.
   */
  posts: BlogListPost[];
  /** The load came back full, so more posts may follow (hasMore only while a fetch returns a full page). */
  full: boolean;
}

/**
 * One load of the blog list (6 posts first, then 12 per 'Load More Posts'), the posts in the page's language
 * first (listPostsInLanguages); the cards' category labels as `labelled` names them, each card in another
 * language marked with it (see toBlogCard).
 */
export async function loadBlogPosts(
  client: ContentClient,
  filter: PostsFilter,
  load: number,
  labelled: readonly BlogCategory[],
  locale: Locale,
  signal?: AbortSignal,
): Promise<BlogPostsLoad> {
  const found = await listPostsInLanguages(client, { ...filter, embed: true }, locale, blogLoadStart(load), blogLoadSize(load), signal);
  const posts = found.map((post) => ({ id: post.id, card: toBlogCard(post, labelled, locale) }));
  return { posts, full: posts.length === blogLoadSize(load) };
}
