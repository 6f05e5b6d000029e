import { BlogCard } from '@fleet/ui/components/BlogCard/BlogCard.tsx';
import { BlogCardGrid } from '@fleet/ui/components/BlogCard/BlogCardGrid.tsx';
import { BlogListStatus } from '@fleet/ui/components/BlogListStatus/BlogListStatus.tsx';
import { LoadMoreButton } from '@fleet/ui/components/LoadMoreButton/LoadMoreButton.tsx';
import { Stack } from '@fleet/ui/layout/Stack/Stack.tsx';
import { firstLoadCount, loadAnchor } from '../../blog/blogListPaging.ts';
import type { BlogListPost } from '../../data/posts/blogPostsLoad.ts';

export interface BlogPostListProps {
  label: string;
  /** The loads so far; undefined until the first one arrives. */
  loads: readonly { posts: readonly BlogListPost[] }[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Loading more failed: the posts stay, the button offers another try. */
  loadMoreFailed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The address of the list with one more load: 'Load More Posts' is a link that works without script. */
  loadMoreHref: string;
}

/** The cards with the list's states: placeholders, 'Failed to load blog posts', no posts, and 'Load More Posts'. */
export function BlogPostList({ label, loads, loading, failed, loadMoreFailed, hasMore, loadingMore, onLoadMore, loadMoreHref }: BlogPostListProps) {
  if (loading) return <BlogListStatus status="loading" skeletonCount={firstLoadCount} />;
  if (failed || !loads) return <BlogListStatus status="error" />;
  // A post published between two loads pushes the pages along by one: show it once.
  const seen = new Set<number>();
  const posts = loads.flatMap((load, index) =>
    load.posts
      .filter((post) => !seen.has(post.id) && seen.add(post.id))
      .map((post, place) => ({ post, anchor: index > 0 && place === 0 ? loadAnchor(index + 1) : undefined })),
  );
  if (posts.length === 0) return <BlogListStatus status="empty" />;
  return (
    <Stack gap="xl">
      <BlogCardGrid aria-label={label}>
        {posts.map(({ post, anchor }, index) => (
          <BlogCard key={post.id} {...post.card} id={anchor} headingLevel="2" priority={index === 0} />
        ))}
      </BlogCardGrid>
      {loadMoreFailed ? <BlogListStatus status="error" /> : null}
      <LoadMoreButton hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} href={loadMoreHref} />
    </Stack>
  );
}
