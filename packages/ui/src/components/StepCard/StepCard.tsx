import type { ElementType, ReactNode } from 'react';
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
  /** How the number is read out before the title. */
  stepLabel?: (step: number) => string;
}

export function StepCard({ as: Component = 'article', step, title, description, action, headingLevel = '3', stepLabel = (n) => `Step ${n}: ` }: StepCardProps) {
  return (
    <Component className={styles.card}>
      <span className={styles.number} aria-hidden="true">
        {step}
      </span>
      <Heading level={headingLevel} size="3">
        <VisuallyHidden>{stepLabel(step)}</VisuallyHidden>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      {action ? <div className={styles.action}>{action}</div> : null}
    </Component>
  );
}
