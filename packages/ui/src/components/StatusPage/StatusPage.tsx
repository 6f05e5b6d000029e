import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  /** A large marker above the title, e.g. '404'; decorative, the title says it in words. */
  code?: string;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}

/** The centred body shared by the 404 page and the routing error screen. */
export function StatusPage({ code, title, children, actions }: StatusPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <Heading level="1" size="2" id={titleId} align="center">
        {title}
      </Heading>
      {children ? <div className={styles.detail}>{children}</div> : null}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
