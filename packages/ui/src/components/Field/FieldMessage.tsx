import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../icons/index.ts';
import type { FieldMessageTone } from './Field.css';
import * as styles from './Field.css';

const messageClass = cva(styles.message, { variants: { tone: styles.messageTone }, defaultVariants: { tone: 'hint' } });

export interface FieldMessageProps {
  id: string;
  tone?: FieldMessageTone;
  children: ReactNode;
}

/** A hint under a label, or an error under a control; errors are announced as soon as they appear. */
export function FieldMessage({ id, tone = 'hint', children }: FieldMessageProps) {
  const critical = tone === 'critical';
  return (
    <p id={id} className={messageClass({ tone })} role={critical ? 'alert' : undefined}>
      {critical ? (
        <span className={styles.messageIcon}>
          <AlertIcon size={16} />
        </span>
      ) : null}
      <span>{children}</span>
    </p>
  );
}
