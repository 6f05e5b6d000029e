import { expiringSoonDays } from '@fleet/rules';
import { ButtonLink } from '../Button/Button.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { DashboardCounter } from './DashboardCounter.tsx';
import * as styles from './DashboardCounters.css';

export interface DashboardCountersProps {
  activeDemoUrls?: number;
  /** Shown only when showManagers; everyone else sees 0. */
  activeManagers?: number;
  expiringSoon?: number;
  /** Super admins: the real manager count and the link to the sales team. */
  showManagers?: boolean;
  /** Where 'Manage Demo URLs' and (for super admins) 'Manage Sales Team' lead. */
  demoUrlsHref: string;
  managersHref: string;
  /** Placeholders keep the cards' size while the counts load. */
  loading?: boolean;
  /** Shown instead of the counters, e.g. 'Failed to load dashboard data. Please try again later.' */
  error?: string;
}

/** The dashboard's three counters and the shortcuts to the pages behind them. */
export function DashboardCounters({
  activeDemoUrls = 0,
  activeManagers = 0,
  expiringSoon = 0,
  showManagers = false,
  demoUrlsHref,
  managersHref,
  loading = false,
  error,
}: DashboardCountersProps) {
  return (
    <div className={styles.section}>
      {error ? (
        <InlineMessage tone="error">{error}</InlineMessage>
      ) : (
        <>
          <VisuallyHidden>
            <span role="status">{loading ? 'Loading dashboard...' : null}</span>
          </VisuallyHidden>
          <dl className={styles.grid} aria-busy={loading || undefined}>
            <DashboardCounter label="Active Demo URLs" value={activeDemoUrls} description="Demo links clients can open right now." loading={loading} />
            <DashboardCounter
              label="Active Managers"
              value={showManagers ? activeManagers : 0}
              description={showManagers ? 'Sales staff who can sign in.' : 'Only Super Admins see this count.'}
              loading={loading}
            />
            <DashboardCounter
              label="Expiring Soon"
              value={expiringSoon}
              description={`Active links that expire within ${expiringSoonDays} days.`}
              loading={loading}
            />
          </dl>
        </>
      )}
      <div className={styles.links}>
        <ButtonLink href={demoUrlsHref} tone="secondary" size="sm">
          Manage Demo URLs
        </ButtonLink>
        {showManagers ? (
          <ButtonLink href={managersHref} tone="secondary" size="sm">
            Manage Sales Team
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
