export const sessionPolicy = {
  idleSeconds: 30 * 60,
  absoluteSeconds: 12 * 60 * 60,
  /** last_seen_at is written at most this often, to keep reads cheap. */
  touchEverySeconds: 60,
} as const;
