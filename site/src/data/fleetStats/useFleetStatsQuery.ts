import { hooks } from '../api';

export function useFleetStatsQuery() {
  return hooks.useQuery('get', '/functions/v1/fleet-stats');
}
