/**
 * An in-memory cache for public reads. Entries live at most `ttlMs`, and everything is dropped
 * when the database announces a change (NOTIFY public_cache), so every API instance stays fresh.
 * Concurrent misses for one key share a single computation.
 */
export class PublicCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs = 30_000, maxEntries = 2_000, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
