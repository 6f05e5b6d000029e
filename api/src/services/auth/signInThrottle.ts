import { describeWait } from '@fleet/ui/rules';
import type { Queryable } from '../../db/Database.ts';
import { ApiError } from '../../http/ApiError.ts';

/** Failures allowed before delays start: per e-mail, and (higher, for offices behind one address) per client address. */
const freeFailures = { email: 5, ip: 20 } as const;
const maxDelaySeconds = 15 * 60;
/** A failure older than this no longer counts. */
export const forgetAfterSeconds = 60 * 60;

/** After the free failures, each further try waits 2, 4, 8 … seconds, at most 15 minutes: slow for a guesser, short for a person. */
export function delayAfter(failures: number, free: number = freeFailures.email): number {
  if (failures < free) return 0;
  return Math.min(maxDelaySeconds, 2 ** (failures - free + 1));
}

export function throttleKeys(email: string, ip: string): string[] {
  return [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];
}

export async function assertNotThrottled(db: Queryable, keys: string[]): Promise<void> {
  const rows = await db.query<{ key: string; failures: number; elapsed: number }>(
    `select key, failures, extract(epoch from now() - last_failure_at)::float8 as elapsed
     from login_failures where key = any($1::text[])`,
    [keys],
  );
  let wait = 0;
  for (const row of rows) {
    if (row.elapsed > forgetAfterSeconds) continue;
    const free = row.key.startsWith('ip:') ? freeFailures.ip : freeFailures.email;
    wait = Math.max(wait, Math.ceil(delayAfter(row.failures, free) - row.elapsed));
  }
  if (wait > 0) {
    throw new ApiError(429, 'rate_limited', `Too many sign-in attempts. Please try again in ${describeWait(wait)}.`, undefined, {
      'Retry-After': String(wait),
    });
  }
}

export async function recordFailure(db: Queryable, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db.query(
      `insert into login_failures (key, failures, last_failure_at) values ($1, 1, now())
       on conflict (key) do update set
         failures = case when login_failures.last_failure_at < now() - make_interval(secs => $2) then 1
                         else login_failures.failures + 1 end,
         last_failure_at = now()`,
      [key, forgetAfterSeconds],
    );
  }
}

export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query('delete from login_failures where key = $1', [`email:${email.trim().toLowerCase()}`]);
}
