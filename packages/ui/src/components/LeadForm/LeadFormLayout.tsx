import { type ReactNode, useId } from 'react';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './LeadFormLayout.css';

export interface LeadFormLayoutProps {
  /** The form, or the screen that replaces it once sent. */
  children: ReactNode;
  /** Heads the notes beside the form, e.g. 'What happens next'. */
  asideTitle: string;
  /** What follows once the form is sent, in order. */
  steps: readonly string[];
  /** Leads into the address, e.g. 'Prefer email? Write to us at'. */
  emailPrompt: string;
  /** The team's address, for people who would rather write than fill in a form. */
  email: string;
}

/** A lead form page's body: the form, and beside it (below it on phones) what happens next and the address to write to instead. */
export function LeadFormLayout({ children, asideTitle, steps, emailPrompt, email }: LeadFormLayoutProps) {
  const titleId = useId();
  return (
    <div className={styles.layout}>
      <div>{children}</div>
      <Card as="aside" tone="muted" aria-labelledby={titleId}>
        <Stack gap="lg">
          <Heading level="2" size="3" id={titleId}>
            {asideTitle}
          </Heading>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
          <Text>
            {emailPrompt}{' '}
            <a className={styles.emailLink} href={`mailto:${email}`}>
              {email}
            </a>
          </Text>
        </Stack>
      </Card>
    </div>
  );
}
