import { Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '../../db/Database.ts';

/** A database that can say how its connection pool is used: PostgreSQL's (DATABASE_URL); the embedded one has none. */
export interface PoolStatsSource {
  poolStats?: () => PoolStats;
}

/**
 * The PostgreSQL connection pool's use, read when scraped (no query: the pool's counts in memory). Waiting
 * requests above 0 for long mean the pool is too small for the load, or the database too slow.
 */
export function registerPoolGauges(registry: Registry, source: PoolStatsSource): void {
  const poolStats = source.poolStats?.bind(source);
  if (!poolStats) return;
  const registers = [registry];
  new Gauge({
    name: 'fleet_db_pool_connections',
    help: "This instance's connections to PostgreSQL, by state: used (running a query or a transaction) or idle",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = poolStats();
      this.set({ state: 'used' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'fleet_db_pool_max_connections',
    help: "The bound of this instance's connection pool",
    registers,
    collect() {
      this.set(poolStats().max);
    },
  });
  new Gauge({
    name: 'fleet_db_pool_pending_requests',
    help: 'Queries and transactions waiting for a free connection of the pool',
    registers,
    collect() {
      this.set(poolStats().waiting);
    },
  });
}
