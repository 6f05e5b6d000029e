import { PageSection, StatsBlock } from '@fleet/ui';
import { useFleetStatsQuery } from '../../data/fleetStats/useFleetStatsQuery.ts';

export interface LiveStatsSectionProps {
  title: string;
}

/** The live community statistics: one request when shown; its space is reserved while it runs. */
export function LiveStatsSection({ title }: LiveStatsSectionProps) {
  const stats = useFleetStatsQuery();
  return (
    <PageSection title={title} align="center">
      <StatsBlock
        loading={stats.isPending}
        error={stats.isError ? 'Failed to load fleet statistics' : undefined}
        users={stats.data?.users}
        dashcams={stats.data?.dashcams}
      />
    </PageSection>
  );
}
