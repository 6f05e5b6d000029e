import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { CheckIcon } from '../../icons/icons.tsx';
import * as styles from './ProductCardFrame.css';

const bulletTextClass = cva(undefined, { variants: { highlight: { true: styles.bulletHighlight } } });

export interface ProductBullet {
  text: string;
  /** Drawn with more weight, for the features that set a model apart. */
  highlight?: boolean;
}

/** A labelled group of details inside a product card ('Storage', 'Configurations'). */
export function ProductDetailGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.detailGroup}>
      <p id={labelId} className={styles.detailLabel}>
        {label}
      </p>
      {children}
    </div>
  );
}

/** A ticked list of features or options. */
export function ProductBulletList({ items }: { items: readonly ProductBullet[] }) {
  return (
    <ul role="list" className={styles.bulletList}>
      {items.map((item) => (
        <li key={item.text} className={styles.bullet}>
          <span className={styles.bulletIcon}>
            <CheckIcon size={16} />
          </span>
          <span className={bulletTextClass({ highlight: item.highlight })}>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
