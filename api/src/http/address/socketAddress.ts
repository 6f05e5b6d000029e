import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { localClientAddress } from './localRequests.ts';

/**
 * The address the request came from over the socket (before any proxy's X-Forwarded-For is weighed); for a request the
 * app makes to itself, the address of the visitor it is made for, as their own request resolved it.
 */
export function socketAddress(c: Context): string {
  const local = localClientAddress(c.req.raw);
  if (local !== undefined) return local;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
