import { SearchIcon } from '../../icons/index.ts';
import { BlogCardGrid } from '../BlogCard/BlogCardGrid.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { BlogCardSkeleton } from './BlogCardSkeleton.tsx';

export const blogListStatuses = ['loading', 'error', 'empty'] as const;
export type BlogListStatusKind = (typeof blogListStatuses)[number];

export interface BlogListStatusProps {
  status: BlogListStatusKind;
  /** Placeholder cards while loading; the list's first load shows 6 posts. */
  skeletonCount?: number;
  loadingLabel?: string;
  errorMessage?: string;
  emptyTitle?: string;
  emptyHint?: string;
}

/** What the blog list shows instead of cards: placeholders, the load failure, or no matching posts. */
export function BlogListStatus({
  status,
  skeletonCount = 6,
  loadingLabel = 'Loading posts...',
  errorMessage = 'Failed to load blog posts',
  emptyTitle = 'No posts found',
  emptyHint = 'Try another category or a different search term.',
}: BlogListStatusProps) {
  if (status === 'error') return <InlineMessage tone="error">{errorMessage}</InlineMessage>;
  if (status === 'empty') return <EmptyState icon={<SearchIcon />} title={emptyTitle} description={emptyHint} />;
  return (
    <div role="status">
      <VisuallyHidden>{loadingLabel}</VisuallyHidden>
      <BlogCardGrid>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <BlogCardSkeleton
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
            key={index}
          />
        ))}
      </BlogCardGrid>
    </div>
  );
}
