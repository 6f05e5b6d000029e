import { formatNumber } from '@fleet/rules';
import { Button } from '../Button/Button.tsx';
import * as styles from './AdminPager.css';

export interface AdminPagerProps {
  page: number;
  pages: number;
  /** Items matching the filters, on every page. */
  total: number;
  /** What is counted, one and many: ['event', 'events']. */
  noun: readonly [one: string, many: string];
  /** Names the navigation, e.g. 'Audit log pages'. */
  label: string;
  onPageChange: (page: number) => void;
}

/** 'Page 2 of 5 · 230 leads' with Previous and Next: how every paged admin list moves between its pages. */
export function AdminPager({ page, pages, total, noun, label, onPageChange }: AdminPagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.pageOf}>{`Page ${formatNumber(page)} of ${formatNumber(pages)} · ${formatNumber(total)} ${total === 1 ? noun[0] : noun[1]}`}</p>
      <div>
        <Button tone="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>{' '}
        <Button tone="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
