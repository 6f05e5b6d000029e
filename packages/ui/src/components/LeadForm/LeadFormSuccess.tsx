import { type ReactNode, useId } from 'react';
import { CheckCircleIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './LeadFormSuccess.css';

export interface LeadFormSuccessProps {
  title: string;
  /** What happened and what comes next, as one or more Text paragraphs. */
  children: ReactNode;
  /** Starts over with an empty form, e.g. 'Send another message'. */
  actionLabel: string;
  onAction: () => void;
}

/** The screen that replaces a lead form once it has been sent. */
export function LeadFormSuccess({ title, children, actionLabel, onAction }: LeadFormSuccessProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={styles.panel}>
        <span className={styles.badge}>
          <CheckCircleIcon size={28} />
        </span>
        <Heading level="2" size="3" align="center" id={titleId}>
          {title}
        </Heading>
        <div className={styles.body}>{children}</div>
        {/* Without script the button asks for the page again, which comes with an empty form. */}
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            onAction();
          }}
        >
          <Button type="submit" tone="secondary">
            {actionLabel}
          </Button>
        </form>
      </div>
    </Card>
  );
}
