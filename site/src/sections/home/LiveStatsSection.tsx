import type { FleetStats } from '@fleet/api-client';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { StatsBlock } from '@fleet/ui/components/StatsBlock/StatsBlock.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { useFleetStatsQuery } from '../../data/fleetStats/useFleetStatsQuery.ts';

export interface LiveStatsSectionProps {
  title: string;
  /** What the server read when it rendered the page: shown at once, then refreshed by one request. */
  initialStats?: FleetStats;
}

/**
 * The live community statistics: one request when shown; its space is reserved while nothing is known yet. A failed
 * request keeps the numbers shown (0 and 0 when there were none); 'Failed to load fleet statistics' only if the
 * request's helper itself threw, as the spec has it.
 */
export function LiveStatsSection({ title, initialStats }: LiveStatsSectionProps) {
  const stats = useFleetStatsQuery(initialStats);
  const { t } = useMessages();
  return (
    <PageSection title={title} align="center">
      <StatsBlock
        loading={stats.isPending}
        error={stats.isError ? t('liveStats.failed') : undefined}
        users={stats.data?.users}
        dashcams={stats.data?.dashcams}
      />
    </PageSection>
  );
}
