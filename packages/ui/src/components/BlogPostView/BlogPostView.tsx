import { useMessages } from '../../providers/MessagesProvider.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { BackToBlogLink } from './BackToBlogLink.tsx';
import { type BlogPost, BlogPostArticle, type BlogPostArticleProps, type BlogPostShare } from './BlogPostArticle.tsx';
import * as styles from './BlogPostView.css';

export const blogPostStatuses = ['loading', 'error', 'notFound', 'ready'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

/** What the loaded post's article also takes: the stories' pinned video, and players the app renders itself. */
type ArticleParts = Pick<BlogPostArticleProps, 'videoLoaded' | 'videoPlayer' | 'shareBar'>;

export interface BlogPostViewProps extends ArticleParts {
  status: BlogPostStatus;
  /** Required for 'ready'; a ready page without a post shows 'Post not found'. */
  post?: BlogPost;
  share: BlogPostShare;
  backHref?: string;
}

/** The single-post page body in each of its states. */
export function BlogPostView({ status, post, share, backHref = '/blog/all', ...articleParts }: BlogPostViewProps) {
  const { t } = useMessages();
  if (status === 'loading') {
    return (
      <div role="status" className={styles.status}>
        <Spinner size="lg" />
        <span>{t('blogPostView.loading')}</span>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.failure}>
        <InlineMessage tone="error">{t('blogPostView.failed')}</InlineMessage>
        <BackToBlogLink href={backHref} tone="primary" />
      </div>
    );
  }
  if (status === 'notFound' || !post) {
    return <EmptyState title={t('blogPostView.notFound')} headingLevel="1" action={<BackToBlogLink href={backHref} tone="primary" />} />;
  }
  return <BlogPostArticle post={post} share={share} backHref={backHref} {...articleParts} />;
}
