import { expiryLabel } from '@fleet/rules';
import { cva } from 'class-variance-authority';
import { useId } from 'react';
import { useNow } from '../../providers/ClockProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { expiry } from '../DemoUrlRow/DemoUrlRow.css';
import { type DemoUrl, demoUrlDisplayStatus, formatShortDate, openSummary } from '../DemoUrlRow/demoUrl.ts';
import { Heading } from '../Heading/Heading.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import * as styles from './LeadDetail.css';
import { LeadFacts } from './LeadFacts.tsx';

// The same expiry wording and tones as the demo URL list.
const expiryClass = cva(styles.expiry, { variants: { tone: expiry } });

export interface LeadDemoLinkProps {
  link: DemoUrl;
  /** The link's entry in the demo URL list. */
  href?: string;
}

/** 'Demo Link': the link a demo request issued, whether it still works and whether the client opened it. */
export function LeadDemoLink({ link, href }: LeadDemoLinkProps) {
  const now = useNow();
  const titleId = useId();
  const status = demoUrlDisplayStatus(link, now);
  const expires = expiryLabel(new Date(link.expires_at), now);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        Demo Link
      </Heading>
      <LeadFacts
        facts={[
          { label: 'Client', value: link.client_email },
          { label: 'Status', value: <StatusBadge status={status} size="sm" /> },
          {
            label: 'Expiry',
            value:
              status === 'revoked' ? (
                <span className={expiryClass({ tone: 'expired' })}>{link.revoked_at ? `Revoked ${formatShortDate(link.revoked_at, now)}` : 'Revoked'}</span>
              ) : (
                <span className={expiryClass({ tone: expires.tone })}>{expires.label}</span>
              ),
          },
          { label: 'Opens', value: openSummary(link, now) },
        ]}
      />
      {href ? (
        <div>
          <ButtonLink href={href} tone="secondary" size="sm">
            View in Demo URLs
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
