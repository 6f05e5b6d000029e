/** How an outbox keeps trying a row whose attempts fail. */
export interface RetrySchedule {
  /** Attempts before the row is given up on (marked failed, for a super admin to send again). */
  maxAttempts: number;
  /** The wait after failed attempt `attempt` (1 for the first). */
  delaySeconds(attempt: number): number;
}

/** What follows an attempt: the row is done, waits `retryInSeconds` for its next attempt, or is given up on. */
export interface AttemptVerdict {
  delivered: boolean;
  /** The row is marked failed: this was its last attempt. */
  givingUp: boolean;
  /** When the next attempt is due (0 for a delivered row). */
  retryInSeconds: number;
}

/** The wait before the next attempt: `first`, then twice that, four times … capped at one hour (30 s, 1 min, 2 min … by default). */
export function retryDelaySeconds(attempts: number, first = 30): number {
  return Math.min(3600, first * 2 ** Math.max(0, attempts - 1));
}

/** `maxAttempts` attempts, the first wait `firstSeconds` (OUTBOX_RETRY_SECONDS, WEBHOOK_RETRY_SECONDS), doubling to an hour. */
export function doublingRetries(maxAttempts: number, firstSeconds: number): RetrySchedule {
  return { maxAttempts, delaySeconds: (attempt) => retryDelaySeconds(attempt, firstSeconds) };
}

/** The verdict on attempt number `attempt` of a row (counted at its claim). */
export function verdictOn(schedule: RetrySchedule, attempt: number, delivered: boolean): AttemptVerdict {
  if (delivered) return { delivered, givingUp: false, retryInSeconds: 0 };
  return { delivered, givingUp: attempt >= schedule.maxAttempts, retryInSeconds: schedule.delaySeconds(attempt) };
}
