import { cva } from 'class-variance-authority';
import type { CSSProperties } from 'react';
import type { SkeletonShape } from './Skeleton.css.ts';
import * as styles from './Skeleton.css.ts';

const boneClass = cva(styles.bone, { variants: { shape: styles.shape, lastLine: { true: styles.lastLine } }, defaultVariants: { shape: 'block' } });

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Number of text lines (shape 'text'); the last of several is shorter, like a paragraph's end. */
  lines?: number;
  /** Any CSS length ('12rem', '40%'); defaults to the full width, or the control size for a circle. */
  width?: string;
  /** Any CSS length; a circle with only one of width/height stays round. */
  height?: string;
}

/**
 * A placeholder while content loads. Hidden from assistive technology: the caller announces
 * the loading state itself (e.g. a role="status" with 'Loading statistics...').
 */
export function Skeleton({ shape = 'block', lines = 1, width, height }: SkeletonProps) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span className={styles.lines} style={{ width }} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines that never reorder.
            key={index}
            className={boneClass({ shape, lastLine: count > 1 && index === count - 1 })}
          />
        ))}
      </span>
    );
  }
  const size: CSSProperties = shape === 'circle' ? { width: width ?? height, height: height ?? width } : { width, height };
  return <span className={boneClass({ shape })} style={size} aria-hidden="true" />;
}
