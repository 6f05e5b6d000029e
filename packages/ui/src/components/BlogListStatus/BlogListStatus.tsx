import { SearchIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
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
  /** What 'empty' says instead of 'No posts found' and its hint (the home page's strip has its own). */
  emptyTitle?: string;
  emptyHint?: string;
}

/** What the blog list shows instead of cards: placeholders, the load failure, or no matching posts. */
export function BlogListStatus({ status, skeletonCount = 6, emptyTitle, emptyHint }: BlogListStatusProps) {
  const { t } = useMessages();
  if (status === 'error') return <InlineMessage tone="error">{t('blogListStatus.failed')}</InlineMessage>;
  if (status === 'empty') {
    return <EmptyState icon={<SearchIcon />} title={emptyTitle ?? t('blogListStatus.emptyTitle')} description={emptyHint ?? t('blogListStatus.emptyHint')} />;
  }
  return (
    <div role="status">
      <VisuallyHidden>{t('blogListStatus.loading')}</VisuallyHidden>
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
