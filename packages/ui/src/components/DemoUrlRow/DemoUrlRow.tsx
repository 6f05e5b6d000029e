import { expiryLabel } from '@fleet/rules';
import { cva } from 'class-variance-authority';
import { useId } from 'react';
import type { CopyStatus } from '../../hooks/useCopyStatus.ts';
import { ExternalLinkIcon } from '../../icons/index.ts';
import { useNow } from '../../providers/ClockProvider.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { DemoUrlActions, type DemoUrlRowAction } from './DemoUrlActions.tsx';
import * as styles from './DemoUrlRow.css';
import { type DemoUrl, type DemoUrlExtension, demoUrlAnchor, demoUrlDisplayStatus, formatShortDate, openSummary } from './demoUrl.ts';

const expiryClass = cva(styles.meta, { variants: { tone: styles.expiry } });

export interface DemoUrlRowProps {
  demoUrl: DemoUrl;
  /** Pins the copy notice ('Copied!' or the failure); without it the row runs its own 2 s notice. */
  copyStatus?: CopyStatus;
  /** The action the app is running for this link; its button shows a spinner and the others wait. */
  pendingAction?: DemoUrlRowAction;
  /** Why the last action on this link failed. */
  error?: string;
  /** Shown for active links. */
  onRevoke?: () => void;
  /** Shown for links that are not revoked. */
  onExtend?: (expiresIn: DemoUrlExtension) => void;
  /** The page of the demo request that issued the link, when one did: the row links to it. */
  leadHref?: string;
}

/** One demo URL: who it is for, who made it, when it expires, whether it was opened, and what can be done with it. */
export function DemoUrlRow({ demoUrl, copyStatus, pendingAction, error, onRevoke, onExtend, leadHref }: DemoUrlRowProps) {
  const now = useNow();
  const Link = useLinkComponent();
  const emailId = useId();
  const status = demoUrlDisplayStatus(demoUrl, now);
  const expiry = expiryLabel(new Date(demoUrl.expires_at), now);
  const creator = demoUrl.sales_managers;

  return (
    <article id={demoUrlAnchor(demoUrl.id)} className={styles.row} aria-labelledby={emailId}>
      <div className={styles.details}>
        <div className={styles.titleLine}>
          <StatusBadge status={status} size="sm" />
          <h3 id={emailId} className={styles.email}>
            {demoUrl.client_email}
          </h3>
        </div>
        <p className={styles.meta}>
          {creator ? `Created by ${creator.name} (${creator.email})` : 'Website demo request'}
          {leadHref ? (
            <>
              {' · '}
              <Link className={styles.leadLink} href={leadHref}>
                View Lead
                <VisuallyHidden>{` from ${demoUrl.client_email}`}</VisuallyHidden>
              </Link>
            </>
          ) : null}
        </p>
        {status === 'revoked' ? (
          <p className={expiryClass({ tone: 'expired' })}>{demoUrl.revoked_at ? `Revoked ${formatShortDate(demoUrl.revoked_at, now)}` : 'Revoked'}</p>
        ) : (
          <p className={expiryClass({ tone: expiry.tone })}>{expiry.label}</p>
        )}
        <a className={styles.link} href={demoUrl.url} target="_blank" rel="noopener noreferrer">
          {demoUrl.url}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <span className={styles.linkIcon} aria-hidden="true">
            <ExternalLinkIcon size={14} />
          </span>
        </a>
        <p className={styles.meta}>{openSummary(demoUrl, now)}</p>
      </div>
      <DemoUrlActions
        url={demoUrl.url}
        clientEmail={demoUrl.client_email}
        copyStatus={copyStatus}
        pendingAction={pendingAction}
        onRevoke={status === 'active' ? onRevoke : undefined}
        onExtend={status === 'revoked' ? undefined : onExtend}
      />
      {error ? (
        <div className={styles.message}>
          <InlineMessage tone="error">{error}</InlineMessage>
        </div>
      ) : null}
    </article>
  );
}
