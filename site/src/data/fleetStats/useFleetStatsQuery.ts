import { useQuery } from '@tanstack/react-query';
import { answerOf, client } from '../api.ts';
import { queryKeys } from '../keys.ts';

/** The live community statistics, requested once when shown. */
export function useFleetStatsQuery() {
  return useQuery({ queryKey: queryKeys.fleetStats(), queryFn: () => answerOf(client.GET('/functions/v1/fleet-stats')) });
}
