import type { FleetStats } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { client } from '../api.ts';
import { queryKeys } from '../keys.ts';
import { fetchFleetStats } from './fetchFleetStats.ts';

/**
 * The live community statistics, requested once when shown, over the numbers the page came with (`initialData`, the
 * server's), which a failed request leaves in place (fetchFleetStats).
 */
export function useFleetStatsQuery(initialData?: FleetStats) {
  return useQuery({ queryKey: queryKeys.fleetStats(), queryFn: () => fetchFleetStats(client, initialData), initialData });
}
