import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { BadgeSize, BadgeTone } from './Badge.css';
import * as styles from './Badge.css';

const badgeClass = cva(styles.base, {
  variants: { tone: styles.tone, size: styles.size },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export interface BadgeProps {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** A decorative icon before the label; it scales with the badge's text. */
  icon?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** A short non-interactive label: a count, a category, an offer. */
export function Badge({ tone, size, icon, id, children }: BadgeProps) {
  return (
    <span id={id} className={badgeClass({ tone, size })}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
