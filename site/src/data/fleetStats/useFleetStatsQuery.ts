import type { FleetStats } from '@fleet/api-client';
import { answerOf } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { client } from '../api.ts';
import { queryKeys } from '../keys.ts';

/** The live community statistics, requested once when shown (over the numbers the page came with, if any). */
export function useFleetStatsQuery(initialData?: FleetStats) {
  return useQuery({ queryKey: queryKeys.fleetStats(), queryFn: () => answerOf(client.GET('/functions/v1/fleet-stats')), initialData });
}
