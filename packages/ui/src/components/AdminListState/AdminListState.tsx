import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './AdminListState.css';

export interface AdminListStateProps {
  /** Wins over the other states, e.g. 'Loading demo URLs...'. */
  loading?: boolean;
  loadingText: string;
  /** Shown instead of the list, e.g. 'Failed to load sales managers'. */
  error?: string;
  /** Nothing to show, e.g. 'No sales managers found'. */
  empty: boolean;
  emptyText: ReactNode;
  emptyDescription?: ReactNode;
  emptyIcon?: ReactNode;
  /** The list itself, shown when it is loaded and has items. */
  children: ReactNode;
}

/** The loading, error and empty states every admin list shares, so they read and announce the same way. */
export function AdminListState({ loading, loadingText, error, empty, emptyText, emptyDescription, emptyIcon, children }: AdminListStateProps) {
  if (loading) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size="sm" />
        {loadingText}
      </div>
    );
  }
  if (error) return <InlineMessage tone="error">{error}</InlineMessage>;
  if (empty) return <EmptyState icon={emptyIcon} title={emptyText} description={emptyDescription} />;
  return <>{children}</>;
}
