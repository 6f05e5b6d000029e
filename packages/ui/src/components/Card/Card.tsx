import { cva } from 'class-variance-authority';
import type { ElementType, ReactNode } from 'react';
import type { CardPadding, CardTone } from './Card.css';
import * as styles from './Card.css';

const cardClass = cva(styles.base, { variants: { tone: styles.tone, padding: styles.padding }, defaultVariants: { tone: 'default', padding: 'lg' } });

export interface CardProps {
  as?: ElementType;
  tone?: CardTone;
  /** 'none' for cards whose media runs to the edge. */
  padding?: CardPadding;
  /** An anchor target, e.g. /features#gps-tracking. */
  id?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

export function Card({ as: Component = 'div', tone, padding, children, ...rest }: CardProps) {
  return (
    <Component className={cardClass({ tone, padding })} {...rest}>
      {children}
    </Component>
  );
}
