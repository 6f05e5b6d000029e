import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/index.ts';
import * as styles from './FaqList.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqListProps {
  items: readonly FaqItem[];
  /** An item shown open on arrival; the visitor opens and closes the rest. */
  defaultOpenIndex?: number;
}

/** Questions and answers on native <details>: keyboard, find-in-page and no-script support come free. */
export function FaqList({ items, defaultOpenIndex }: FaqListProps) {
  return (
    <div className={styles.list}>
      {items.map((item, i) => (
        <details key={item.question} className={styles.item} open={i === defaultOpenIndex}>
          <summary className={styles.summary}>
            {item.question}
            <span className={styles.chevron}>
              <ChevronDownIcon />
            </span>
          </summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
