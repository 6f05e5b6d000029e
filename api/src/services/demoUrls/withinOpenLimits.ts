import type { DemoOpenConfig } from '../../config.ts';
import type { Queryable } from '../../db/Database.ts';
import { addressGroup } from '../rateLimit/addressGroup.ts';
import { hitRateLimit } from '../rateLimit/hitRateLimit.ts';
import { ServiceError } from '../ServiceError.ts';

/**
 * Whether an open of the link `id` from `address` is within the limits, counting it (the database's counters, shared by
 * every instance): per address, an IPv6 /64 as one, and per link, whoever opens it. An open past them is not refused
 * (the visitor is sent on to the demo all the same); it is only left uncounted, so nothing more is written for it
 * than its counters, whose rows are one per key and window.
 */
export async function withinOpenLimits(db: Queryable, id: string, address: string, limits: DemoOpenConfig): Promise<boolean> {
  try {
    await hitRateLimit(db, `demo-open:${addressGroup(address)}`, limits.perAddress);
    await hitRateLimit(db, `demo-link-open:${id}`, limits.perLink);
    return true;
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'rate_limited') return false;
    throw error;
  }
}
