import { useId } from 'react';
import { type CopyStatus, useCopyStatus } from '../../hooks/useCopyStatus.ts';
import { CheckIcon, CopyIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { DialogContent } from '../Dialog/DialogContent.tsx';
import { DialogFooter } from '../Dialog/DialogFooter.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './WebhookSecretDialog.css';

export const webhookSecretReasons = ['created', 'rotated'] as const;
export type WebhookSecretReason = (typeof webhookSecretReasons)[number];

const titles: Record<WebhookSecretReason, string> = { created: 'Endpoint Added', rotated: 'New Signing Secret' };
const copyLabels: Record<CopyStatus, string> = { idle: 'Copy Secret', copied: 'Copied!', error: 'Copy failed' };

export interface WebhookSecretDialogProps {
  open: boolean;
  /** Called with false on Done, Close or Escape; the app then forgets the secret. */
  onOpenChange: (open: boolean) => void;
  /** The signing secret the server answered ('whsec_' and base64); it is shown this once. */
  secret: string;
  /** 'created': the endpoint was just added; 'rotated': the old secret has stopped working. */
  reason?: WebhookSecretReason;
  /** The endpoint the secret signs for. */
  url?: string;
  /** Pins the copy notice (stories, screenshots); without it the button runs its own 2 s notice. */
  copyStatus?: CopyStatus;
}

/** The one showing of an endpoint's signing secret, with a copy button and how a receiver checks signatures. */
export function WebhookSecretDialog({ open, onOpenChange, secret, reason = 'created', url, copyStatus }: WebhookSecretDialogProps) {
  const { status, copy } = useCopyStatus(copyStatus);
  const secretId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={titles[reason]} description={url ? <span className={styles.code}>{url}</span> : undefined}>
        <div className={styles.body}>
          <InlineMessage tone="caution">Copy this secret now; it will not be shown again.</InlineMessage>
          <div className={styles.secretRow}>
            <code id={secretId} className={styles.secret}>
              {secret}
            </code>
            <Button tone="secondary" size="sm" icon={status === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />} onClick={() => copy(secret)}>
              {copyLabels[status]}
            </Button>
            <VisuallyHidden>
              <span role="status">{status === 'idle' ? '' : copyLabels[status]}</span>
            </VisuallyHidden>
          </div>
          <section className={styles.howTo} aria-labelledby={`${secretId}-how`}>
            <h3 id={`${secretId}-how`} className={styles.howToTitle}>
              How the Receiver Checks It
            </h3>
            <p className={styles.paragraph}>Every delivery is a POST signed the Standard Webhooks way, with three headers:</p>
            <ul className={styles.headers}>
              <li>
                <code className={styles.code}>webhook-id</code>: the same at every attempt, so repeats can be dropped;
              </li>
              <li>
                <code className={styles.code}>webhook-timestamp</code>: Unix seconds; refuse one more than five minutes off;
              </li>
              <li>
                <code className={styles.code}>webhook-signature</code>: <code className={styles.code}>v1,</code> and the base64 HMAC-SHA256 of{' '}
                <code className={styles.code}>id.timestamp.body</code>, keyed with the secret's part after <code className={styles.code}>whsec_</code>{' '}
                (base64-decoded).
              </li>
            </ul>
            <p className={styles.paragraph}>The Standard Webhooks libraries do all of this given the secret as shown.</p>
          </section>
          <DialogFooter>
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
