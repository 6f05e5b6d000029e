import type { ElementType, ReactNode } from 'react';
import { container } from './Container.css';

/** The page's content width, centred, with side padding. */
export function Container({ as: Component = 'div', children }: { as?: ElementType; children: ReactNode }) {
  return <Component className={container}>{children}</Component>;
}
