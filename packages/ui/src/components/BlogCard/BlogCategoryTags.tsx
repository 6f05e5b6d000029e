import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './BlogCard.css';

export interface BlogCategoryTagsProps {
  /** Display labels from the category map (e.g. 'News', 'Caught On Roadsight'). */
  categories: readonly string[];
  /** Shown when no category matched; omit to show nothing. */
  emptyLabel?: string;
}

/** A post's category labels as a short list of badges. */
export function BlogCategoryTags({ categories, emptyLabel }: BlogCategoryTagsProps) {
  const { t } = useMessages();
  if (categories.length === 0 && !emptyLabel) return null;
  return (
    <ul role="list" aria-label={t('blogCard.categories')} className={styles.tags}>
      {categories.length > 0 ? (
        categories.map((category) => (
          <li key={category}>
            <Badge tone="info" size="sm">
              {category}
            </Badge>
          </li>
        ))
      ) : (
        <li>
          <Badge tone="neutral" size="sm">
            {emptyLabel}
          </Badge>
        </li>
      )}
    </ul>
  );
}
