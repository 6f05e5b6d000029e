import { describeWait } from '@fleet/rules';
import type { Database, Queryable } from '../../db/Database.ts';
import type { SignInLimit } from '../metrics/ProductMetrics.ts';
import { addressGroup } from '../rateLimit/addressGroup.ts';
import { ServiceError } from '../ServiceError.ts';

/**
 * Attempts allowed before delays start: per e-mail, per account's second-factor codes, and (higher, for
 * offices behind one address) per client address.
 */
const freeFailures = { email: 5, code: 5, ip: 20 } as const;
const maxDelaySeconds = 15 * 60;
/** A failure older than this no longer counts. */
export const forgetAfterSeconds = 60 * 60;

/** After the free failures, each further try waits 2, 4, 8 … seconds, at most 15 minutes: slow for a guesser, short for a person. */
export function delayAfter(failures: number, free: number = freeFailures.email): number {
  if (failures < free) return 0;
  return Math.min(maxDelaySeconds, 2 ** (failures - free + 1));
}

export function throttleKeys(email: string, ip: string): string[] {
  return [`email:${email.trim().toLowerCase()}`, addressKey(ip)];
}

/** An IPv6 client counts as its /64: one subscriber may pick any of its 2^64 addresses for each try. */
export const addressKey = (ip: string) => `ip:${addressGroup(ip)}`;

/** Second-factor codes are counted per account, whichever address they come from. */
export const codeKey = (managerId: string) => `code:${managerId}`;

/** A refused attempt, and which key refused it. */
export class SignInThrottled extends ServiceError {
  readonly key: string;

  constructor(key: string, wait: number) {
    super('rate_limited', `Too many sign-in attempts. Please try again in ${describeWait(wait)}.`, { retryAfterSeconds: wait });
    this.key = key;
  }
}

/**
 * Counts this attempt against each key before the password is checked, in the same statement that decides
 * whether it may go ahead at all. Concurrent attempts for one key queue on its row, each seeing the count the
 * one before it left, so a burst gets no more tries than the limit allows, on any number of instances. A
 * refused attempt leaves no count behind (the transaction is rolled back); a sign-in that succeeds takes its
 * count back (see signInSucceeded).
 */
export async function claimAttempt(db: Database, keys: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keys) {
      const free = freeFor(key);
      const [claimed] = await tx.query<{ failures: number }>(
        `insert into login_failures (key, failures, last_failure_at) values ($1, 1, now())
         on conflict (key) do update set
           failures = case when login_failures.last_failure_at < now() - make_interval(secs => $2) then 1
                           else login_failures.failures + 1 end,
           last_failure_at = now()
         where login_failures.last_failure_at < now() - make_interval(secs => $2)
            or login_failures.failures < $3::int
            or login_failures.last_failure_at <= now() - make_interval(secs => least($4::float8, power(2, login_failures.failures - $3::int + 1)))
         returning failures`,
        [key, forgetAfterSeconds, free, maxDelaySeconds],
      );
      if (!claimed) throw await throttled(tx, key, free);
    }
  });
}

async function throttled(db: Queryable, key: string, free: number): Promise<SignInThrottled> {
  const [row] = await db.query<{ failures: number; elapsed: number }>(
    'select failures, extract(epoch from now() - last_failure_at)::float8 as elapsed from login_failures where key = $1',
    [key],
  );
  const wait = Math.max(1, Math.ceil(delayAfter(row?.failures ?? free, free) - (row?.elapsed ?? 0)));
  return new SignInThrottled(key, wait);
}

/** Which throttle a key is counted by, as the metrics name it. */
export function limitOfKey(key: string): SignInLimit {
  return key.startsWith('ip:') ? 'address' : key.startsWith('code:') ? 'code' : 'email';
}

const freeFor = (key: string) => (key.startsWith('ip:') ? freeFailures.ip : key.startsWith('code:') ? freeFailures.code : freeFailures.email);

/** The right code: the account's count of wrong codes starts over. */
export async function codeSucceeded(db: Queryable, managerId: string): Promise<void> {
  await db.query('delete from login_failures where key = $1', [codeKey(managerId)]);
}

/** Signed in: the e-mail's count starts over, and the address's claims for this sign-in's requests are taken back. */
export async function signInSucceeded(db: Queryable, keys: readonly string[], requests = 1): Promise<void> {
  const [emailKey, ...others] = keys;
  await db.query('delete from login_failures where key = $1', [emailKey]);
  for (const key of others) await db.query('update login_failures set failures = greatest(failures - $2, 0) where key = $1', [key, requests]);
}
