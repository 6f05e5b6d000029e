import { cva } from 'class-variance-authority';
import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../../icons/createIcon.tsx';
import { TriangleAlertIcon } from '../../icons/feedbackIcons.tsx';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../icons/icons.tsx';
import type { InlineMessageTone } from './InlineMessage.css';
import * as styles from './InlineMessage.css';

const messageClass = cva(styles.base, { variants: { tone: styles.tone }, defaultVariants: { tone: 'info' } });

const toneIcons: Record<InlineMessageTone, ComponentType<IconProps>> = {
  error: AlertIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
  caution: TriangleAlertIcon,
};

export interface InlineMessageProps {
  tone?: InlineMessageTone;
  title?: ReactNode;
  /** Lets a field or form point at the message with aria-describedby. */
  id?: string;
  children: ReactNode;
}

/** A message beside the content it is about; errors interrupt (role="alert"), the other tones wait their turn (role="status"). */
export function InlineMessage({ tone = 'info', title, id, children }: InlineMessageProps) {
  const Icon = toneIcons[tone];
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={messageClass({ tone })}>
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
