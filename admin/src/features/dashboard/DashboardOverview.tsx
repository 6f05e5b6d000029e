import { DashboardCounters } from '@fleet/ui/components/DashboardCounters/DashboardCounters.tsx';
import { useNow } from '@fleet/ui/providers/ClockProvider.tsx';
import { adminPaths } from '../../adminPaths.ts';
import { useDemoUrlsQuery } from '../../data/demoUrls/useDemoUrlsQuery.ts';
import { useManagersQuery } from '../../data/managers/useManagersQuery.ts';
import { ContentSyncPanel } from './ContentSyncPanel.tsx';
import { dashboardCounts } from './dashboardCounts.ts';
import { EngagementPanel } from './EngagementPanel.tsx';
import { ResponseTimesPanel } from './ResponseTimesPanel.tsx';

const dashboardMessages = {
  demoUrls: 'Failed to load demo URLs data',
  general: 'Failed to load dashboard data. Please try again later.',
} as const;

/**
 * The three counters, the response times, the demo link opens, then (super admins) the content sync panel; the manager count is loaded
 * for super admins only.
 */
export function DashboardOverview({ isSuper }: { isSuper: boolean }) {
  const now = useNow();
  const demoUrls = useDemoUrlsQuery('created');
  const managers = useManagersQuery({ enabled: isSuper });
  const counts = dashboardCounts(demoUrls.data ?? [], managers.data ?? [], now);

  const error = demoUrls.isError ? dashboardMessages.demoUrls : managers.isError ? dashboardMessages.general : undefined;

  return (
    <>
      <DashboardCounters
        {...counts}
        showManagers={isSuper}
        demoUrlsHref={adminPaths.demoUrls}
        managersHref={adminPaths.managers}
        loading={demoUrls.isPending || (isSuper && managers.isPending)}
        error={error}
      />
      <ResponseTimesPanel />
      <EngagementPanel />
      <ContentSyncPanel isSuper={isSuper} />
    </>
  );
}
