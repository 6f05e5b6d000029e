import type { ElementType, ReactNode } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './StepCard.css';

export interface Step {
  step: number;
  title: string;
  description: string;
  /** A link or button that starts this step, e.g. 'Browse Dashcams'. */
  action?: ReactNode;
}

export interface StepCardProps extends Step {
  as?: ElementType;
  headingLevel?: HeadingLevel;
}

export function StepCard({ as: Component = 'article', step, title, description, action, headingLevel = '3' }: StepCardProps) {
  const { t } = useMessages();
  return (
    <Component className={styles.card}>
      <span className={styles.number} aria-hidden="true">
        {step}
      </span>
      <Heading level={headingLevel} size="3">
        {/* How the number is read out before the title. */}
        <VisuallyHidden>{t('stepCard.stepLabel', { step })}</VisuallyHidden>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      {action ? <div className={styles.action}>{action}</div> : null}
    </Component>
  );
}
