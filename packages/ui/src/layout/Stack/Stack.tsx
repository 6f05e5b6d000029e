import { cva } from 'class-variance-authority';
import type { ElementType, ReactNode } from 'react';
import type { Alignment, Space } from './Stack.css';
import * as styles from './Stack.css';

const stackClass = cva(styles.stack, { variants: { gap: styles.gap, align: styles.align }, defaultVariants: { gap: 'md', align: 'stretch' } });

export interface StackProps {
  as?: ElementType;
  gap?: Space;
  align?: Alignment;
  children: ReactNode;
}

/** Children one under another with even space between. */
export function Stack({ as: Component = 'div', gap, align, children }: StackProps) {
  return <Component className={stackClass({ gap, align })}>{children}</Component>;
}
