import type { WpPost } from '@fleet/api-client';
import { blogListPages, blogLoadSize } from '../../blog/blogListPaging.ts';
import type { ContentClient } from '../../blog/content/createContentClient.ts';
import type { PostsFilter } from '../../blog/postsFilter.ts';

export interface BlogPostsLoad {
  posts: WpPost[];
  /** The load came back full, so more posts may follow (hasMore only while a fetch returns a full page). */
  full: boolean;
}

/** One load of the blog list (6 posts first, then 12 per 'Load More Posts'), in as many WordPress pages as it takes. */
export async function loadBlogPosts(client: ContentClient, filter: PostsFilter, load: number, signal?: AbortSignal): Promise<BlogPostsLoad> {
  const pages = await Promise.all(blogListPages(load).map(({ page, perPage }) => client.listPosts({ ...filter, page, perPage, embed: true }, signal)));
  const posts = pages.flatMap((page) => page.posts);
  return { posts, full: posts.length === blogLoadSize(load) };
}
