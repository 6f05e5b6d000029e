import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import * as styles from './ProductTag.css';

export interface ProductTagItem {
  label: string;
  tone?: BadgeProps['tone'];
}

/** A short static label on a product or plan card ('Built-in LTE', '50% OFF'). */
export function ProductTag({ label, tone }: ProductTagItem) {
  return (
    <Badge tone={tone} size="sm">
      {label}
    </Badge>
  );
}

/** Several tags as a list, so assistive technology hears how many there are. */
export function ProductTagList({ tags }: { tags: readonly ProductTagItem[] }) {
  if (tags.length === 0) return null;
  return (
    <ul role="list" className={styles.list}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <ProductTag {...tag} />
        </li>
      ))}
    </ul>
  );
}
