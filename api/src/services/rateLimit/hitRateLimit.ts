import { rateLimitMessage } from '@fleet/rules';
import type { RateLimit } from '../../config.ts';
import type { Queryable } from '../../db/Database.ts';
import { ServiceError } from '../ServiceError.ts';

/**
 * Counts one hit for `key` in each fixed window and throws 429 with Retry-After when a limit is
 * passed. Counters live in the database so every API instance shares them.
 */
export async function hitRateLimit(db: Queryable, key: string, limits: readonly RateLimit[]): Promise<void> {
  for (const { max, windowSeconds } of limits) {
    const [row] = await db.query<{ count: number; retry_after: number }>(
      `insert into rate_limits (key, window_start, count)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
       on conflict (key, window_start) do update set count = rate_limits.count + 1
       returning count, ceil(extract(epoch from window_start) + $2 - extract(epoch from now()))::int as retry_after`,
      [`${key}:${windowSeconds}`, windowSeconds],
    );
    if (row && row.count > max) {
      const retryAfter = Math.max(1, row.retry_after);
      throw new ServiceError('rate_limited', rateLimitMessage(retryAfter), { retryAfterSeconds: retryAfter });
    }
  }
}
