import type { ReactNode } from 'react';
import { Card } from '../Card/Card.tsx';
import * as styles from './LoginCard.css';

/** The frame both sign-in steps share (password, then the two-step code): one card in the middle of the page. */
export function LoginCard({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Card>{children}</Card>
      </div>
    </div>
  );
}
