import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Queryable } from '../../db/Database.ts';
import type { PageCache } from '../cache/PageCache.ts';
import { createProductCounters } from './createProductCounters.ts';
import type { ProductMetrics } from './ProductMetrics.ts';
import { registerDatabaseGauges } from './registerDatabaseGauges.ts';
import { type PoolStatsSource, registerPoolGauges } from './registerPoolGauges.ts';
import { registerRenderCacheMetrics } from './registerRenderCacheMetrics.ts';

export interface MetricsOptions {
  /** Something scrapes them (METRICS_TOKEN is set): only then are the process's own metrics collected. */
  exposed: boolean;
  db: Queryable & PoolStatsSource;
  pages: PageCache;
  /** A WordPress site is mirrored (CONTENT_SOURCE_URL): its syncs have gauges. */
  contentSource: boolean;
}

export interface Metrics {
  /** What the services count as it happens. */
  readonly product: ProductMetrics;
  /** One answered request, under its route template (never its raw path), in seconds. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The Prometheus text exposition of every metric, read now. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** From a cached page (about a millisecond) to a render that waited on a slow database. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/**
 * The route labels are templates from a fixed table, so they are few; should a new kind of address ever yield one
 * per path, the series stop growing here and the rest count as `other`.
 */
const maxRoutes = 200;

/** This instance's metrics, in a registry of its own (several apps in one process, as the tests run them, never mix). */
export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  if (options.exposed) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route template and status (its _count is the number of requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const routes = new Set<string>();
  registerRenderCacheMetrics(registry, options.pages);
  // Collected in this order: the pool is read before the scrape's own query takes a connection from it.
  registerPoolGauges(registry, options.db);
  registerDatabaseGauges(registry, options.db, { contentSource: options.contentSource });

  return {
    product: createProductCounters(registry),
    observeRequest(method, route, status, seconds) {
      let label = route;
      if (!routes.has(label)) {
        if (routes.size < maxRoutes) routes.add(label);
        else label = 'other';
      }
      requests.observe({ method: methods.has(method) ? method : 'other', route: label, status }, seconds);
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
