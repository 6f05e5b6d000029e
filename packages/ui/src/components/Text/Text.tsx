import { cva } from 'class-variance-authority';
import type { ElementType, ReactNode } from 'react';
import type { TextAlign, TextSize, TextTone, TextWeight } from './Text.css';
import * as styles from './Text.css';

const textClass = cva(styles.base, {
  variants: { size: styles.size, tone: styles.tone, weight: styles.weight, align: styles.align, clamp: { true: styles.clamp } },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', align: 'start' },
});

export interface TextProps {
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  /** Clamp to this many lines. */
  maxLines?: number;
  id?: string;
  children: ReactNode;
}

export function Text({ as: Component = 'p', size, tone, weight, align, maxLines, id, children }: TextProps) {
  return (
    <Component
      id={id}
      className={textClass({ size, tone, weight, align, clamp: Boolean(maxLines) })}
      style={maxLines ? { WebkitLineClamp: maxLines } : undefined}
    >
      {children}
    </Component>
  );
}
