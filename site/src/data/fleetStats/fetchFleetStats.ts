import type { ApiClient, FleetStats } from '@fleet/api-client';
import { failureEvent, failureMessages, logToConsole } from '../failureLog.ts';

/** What the spec shows when nothing is known: 0 fleet users and 0 dashcams. */
export const noFleetStats: FleetStats = { users: 0, dashcams: 0 };

/**
 * The statistics as the API has them now. Like the spec's helper it never throws: any failure is logged ('Failed to
 * fetch fleet stats') and answered with `known`, the numbers the page already shows (the server's), or else 0 and 0.
 * So a refresh that fails never takes good numbers off the page, and one request is made, with no retry.
 */
export async function fetchFleetStats(api: ApiClient, known: FleetStats = noFleetStats): Promise<FleetStats> {
  try {
    const { data, response } = await api.GET('/functions/v1/fleet-stats');
    if (response.ok && data !== undefined) return data;
    logToConsole({ message: failureMessages.fleetStats, status: response.status });
  } catch (error) {
    logToConsole(failureEvent(failureMessages.fleetStats, error));
  }
  return known;
}
