import { BlogCard, BlogCardGrid, BlogListStatus, ButtonLink, PageSection } from '@fleet/ui';
import { toBlogCard } from '../../blog/toBlogCard.ts';
import type { PageAction } from '../../content/pageCopy.ts';
import { useLatestPostsQuery } from '../../data/posts/useLatestPostsQuery.ts';

export interface LatestPostsSectionProps {
  title: string;
  intro?: string;
  viewAll: PageAction;
}

/** The newest three posts and the way to the rest. */
export function LatestPostsSection({ title, intro, viewAll }: LatestPostsSectionProps) {
  const posts = useLatestPostsQuery(3);
  return (
    <PageSection title={title} intro={intro} tone="muted">
      {posts.isPending ? <BlogListStatus status="loading" skeletonCount={3} /> : null}
      {posts.isError ? <BlogListStatus status="error" /> : null}
      {posts.data && posts.data.length === 0 ? (
        <BlogListStatus status="empty" emptyTitle="No posts yet" emptyHint="News from the fleet is on its way." />
      ) : null}
      {posts.data && posts.data.length > 0 ? (
        <BlogCardGrid aria-label={title}>
          {posts.data.map((post) => (
            <BlogCard key={post.id} {...toBlogCard(post)} />
          ))}
        </BlogCardGrid>
      ) : null}
      <ButtonLink href={viewAll.href} tone="secondary">
        {viewAll.label}
      </ButtonLink>
    </PageSection>
  );
}
