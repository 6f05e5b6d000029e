import { useMessages } from '../../providers/MessagesProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CountPill.css';

export interface CountPillProps {
  /** Nothing shows while undefined, but the pill's space stays reserved. */
  count?: number;
  /** Read after the number by assistive technology, e.g. 'connected'. */
  description: string;
}

/** The live count next to a navigation label. */
export function CountPill({ count, description }: CountPillProps) {
  const { number } = useMessages();
  if (count === undefined) return <span className={styles.pill} data-empty="" aria-hidden="true" />;
  return (
    <span className={styles.pill}>
      <span className={styles.dot} aria-hidden="true" />
      {number(count)}
      <VisuallyHidden> {description}</VisuallyHidden>
    </span>
  );
}
