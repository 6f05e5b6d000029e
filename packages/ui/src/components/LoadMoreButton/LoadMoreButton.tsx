import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LoadMoreButton.css';

export interface LoadMoreButtonProps {
  /** More posts exist (the last page came back full); without them the button is not rendered. */
  hasMore: boolean;
  loading?: boolean;
  onLoadMore?: () => void;
  /**
   * The address of the longer list: the control is then a link, which works without script; with script it
   * calls `onLoadMore` in place.
   */
  href?: string;
}

/** 'Load More Posts' under the blog list. */
export function LoadMoreButton({ hasMore, loading = false, onLoadMore, href }: LoadMoreButtonProps) {
  const { t } = useMessages();
  if (!hasMore) return null;
  const label = t('loadMoreButton.label');
  const loadingLabel = t('loadMoreButton.loading');
  return (
    <div className={styles.root}>
      {href && !loading ? (
        <ButtonLink
          href={href}
          tone="secondary"
          size="lg"
          onClick={(event) => {
            if (!onLoadMore) return;
            event.preventDefault();
            onLoadMore();
          }}
        >
          {label}
        </ButtonLink>
      ) : (
        <Button tone="secondary" size="lg" loading={loading} onClick={onLoadMore}>
          {loading ? loadingLabel : label}
        </Button>
      )}
      {/* A button's changed label is not announced by itself; this region is, and stays in place between loads. */}
      <span role="status">{loading ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}</span>
    </div>
  );
}
