import { ResponseTimePanel } from '@fleet/ui/components/ResponseTimePanel/ResponseTimePanel.tsx';
import { useResponseTimesQuery } from '../../data/leadHandling/useResponseTimesQuery.ts';

/** The dashboard's 'Response Times': each owner's median time to work a lead over 30 days, and the leads waiting now. */
export function ResponseTimesPanel() {
  const times = useResponseTimesQuery();
  return (
    <ResponseTimePanel
      owners={times.data?.owners}
      unassigned={times.data?.unassigned}
      targetMinutes={times.data?.target_minutes}
      loading={times.isPending}
      error={times.isError ? times.error.message : undefined}
    />
  );
}
