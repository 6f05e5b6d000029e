import { cva } from 'class-variance-authority';
import type { ElementType, ReactNode } from 'react';
import type { Alignment, Justification, Space } from './Inline.css';
import * as styles from './Inline.css';

const inlineClass = cva(styles.inline, {
  variants: { gap: styles.gap, align: styles.align, justify: styles.justify },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start' },
});

export interface InlineProps {
  as?: ElementType;
  gap?: Space;
  align?: Alignment;
  justify?: Justification;
  children: ReactNode;
}

/** Children side by side, wrapping when there is no room. */
export function Inline({ as: Component = 'div', gap, align, justify, children }: InlineProps) {
  return <Component className={inlineClass({ gap, align, justify })}>{children}</Component>;
}
