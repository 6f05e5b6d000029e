export interface TokenBucketsOptions {
  /** How many a key may take at once, and how many it gets back in a minute. */
  perMinute: number;
  /** Keys remembered at once, at most; past that the full buckets are forgotten first, then the longest unused. */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * One token bucket per key (a client's address group), in this process' memory: a key may take `perMinute` at once,
 * then one each 60/perMinute seconds. The table is bounded: a crowd of new keys forgets the keys that are full (as if
 * never seen) before any other.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly perMinute: number;

  constructor({ perMinute, maxKeys = 10_000, now = Date.now }: TokenBucketsOptions) {
    this.perMinute = perMinute;
    this.perMs = perMinute / 60_000;
    this.maxKeys = maxKeys;
    this.now = now;
  }

  /** Takes a token for `key`: true when there was one. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perMs) : this.perMinute;
    if (tokens < 1) return false;
    // Most recently used last: the table forgets from the front.
    if (bucket) this.buckets.delete(key);
    else if (this.buckets.size >= this.maxKeys) this.forget(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Seconds until `key` has a token again (0 when it has one now). */
  waitSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return 0;
    const tokens = bucket.tokens + (this.now() - bucket.at) * this.perMs;
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perMs / 1000);
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Makes room: the keys whose buckets have filled again, else the tenth used longest ago. */
  private forget(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.perMinute) this.buckets.delete(key);
    }
    if (this.buckets.size < this.maxKeys) return;
    let count = Math.max(1, Math.floor(this.maxKeys / 10));
    for (const key of this.buckets.keys()) {
      if (count-- <= 0) break;
      this.buckets.delete(key);
    }
  }
}
