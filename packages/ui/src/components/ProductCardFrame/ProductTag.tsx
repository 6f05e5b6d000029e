import { cva } from 'class-variance-authority';
import * as styles from './ProductTag.css';
import type { ProductTagTone } from './ProductTag.css';

const tagClass = cva(styles.base, { variants: { tone: styles.tone }, defaultVariants: { tone: 'neutral' } });

export interface ProductTagItem {
  label: string;
  tone?: ProductTagTone;
}

/** A short static label on a product or plan card ('Built-in LTE', '50% OFF'). */
export function ProductTag({ label, tone }: ProductTagItem) {
  return <span className={tagClass({ tone })}>{label}</span>;
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
