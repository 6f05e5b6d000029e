import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './BlogListStatus.css';

/** A BlogCard's outline (picture, date, title, excerpt, button) while the posts load. */
export function BlogCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <div className={styles.skeletonMedia}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" lines={3} />
        <Skeleton width="7rem" height="2rem" />
      </div>
    </div>
  );
}
