import type { WpPost } from '@fleet/api-client';
import { localeOrDefault } from '@fleet/i18n/locales.ts';
import { BlogCard } from '@fleet/ui/components/BlogCard/BlogCard.tsx';
import { BlogCardGrid } from '@fleet/ui/components/BlogCard/BlogCardGrid.tsx';
import { BlogListStatus } from '@fleet/ui/components/BlogListStatus/BlogListStatus.tsx';
import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { blogCategories } from '@fleet/content/blog/categoryMap.ts';
import type { PageAction } from '@fleet/content/pageCopy.ts';
import { toBlogCard } from '../../blog/toBlogCard.ts';

export interface LatestPostsSectionProps {
  title: string;
  intro?: string;
  viewAll: PageAction;
  /** The newest posts, read by the server; undefined when they could not be read. */
  posts: readonly WpPost[] | undefined;
}

/** The newest three posts and the way to the rest. */
export function LatestPostsSection({ title, intro, viewAll, posts }: LatestPostsSectionProps) {
  const messages = useMessages();
  const labelled = blogCategories(messages);
  return (
    <PageSection title={title} intro={intro} tone="muted" deferred>
      {posts === undefined ? <BlogListStatus status="error" /> : null}
      {posts && posts.length === 0 ? (
        <BlogListStatus status="empty" emptyTitle={messages.t('latestPosts.emptyTitle')} emptyHint={messages.t('latestPosts.emptyHint')} />
      ) : null}
      {posts && posts.length > 0 ? (
        <BlogCardGrid aria-label={title}>
          {posts.map((post) => (
            <BlogCard key={post.id} {...toBlogCard(post, labelled, localeOrDefault(messages.lang))} />
          ))}
        </BlogCardGrid>
      ) : null}
      <ButtonLink href={viewAll.href} tone="secondary">
        {viewAll.label}
      </ButtonLink>
    </PageSection>
  );
}
