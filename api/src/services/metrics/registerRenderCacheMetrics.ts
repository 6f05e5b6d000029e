import { Counter, Gauge, type Registry } from 'prom-client';
import type { PageCache } from '../cache/PageCache.ts';

/**
 * The render cache's own counts (PageCache.counts), read when scraped rather than counted twice: a request for a
 * page costs the cache one increment, and nothing more for the metrics.
 */
export function registerRenderCacheMetrics(registry: Registry, pages: PageCache): void {
  const registers = [registry];
  const { counts } = pages;
  new Counter({
    name: 'fleet_render_cache_requests_total',
    help: 'Page requests the render cache answered: hit (fresh page from memory), stale (from memory while one render refreshes it), miss (waited for a render)',
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, counts.hits);
      this.inc({ result: 'stale' }, counts.staleHits);
      this.inc({ result: 'miss' }, counts.misses);
    },
  });
  new Counter({
    name: 'fleet_render_cache_renders_total',
    help: 'Pages rendered for the render cache (one per page however many ask at once)',
    registers,
    collect() {
      this.reset();
      this.inc(counts.renders);
    },
  });
  new Counter({
    name: 'fleet_render_cache_failed_renders_total',
    help: 'Renders that could not read everything (the database or the content source failing): the last good page was answered instead, or the failure state unkept',
    registers,
    collect() {
      this.reset();
      this.inc(counts.failedRenders);
    },
  });
  new Counter({
    name: 'fleet_render_cache_refused_renders_total',
    help: 'Renders refused with 429 because the client address had caused too many beyond the cache (RENDER_RATE_LIMIT)',
    registers,
    collect() {
      this.reset();
      this.inc(counts.refusedRenders);
    },
  });
  new Gauge({
    name: 'fleet_render_cache_pages',
    help: 'Pages kept in the render cache, variants included',
    registers,
    collect() {
      this.set(pages.size.entries);
    },
  });
  new Gauge({
    name: 'fleet_render_cache_bytes',
    help: 'Bytes the render cache holds (pages and their compressed copies), bounded by PAGE_CACHE_MB',
    registers,
    collect() {
      this.set(pages.size.bytes);
    },
  });
  new Gauge({
    name: 'fleet_render_cache_variant_pages',
    help: 'Of the pages kept, the variants (missing posts, searches, calculations), kept in a small part of their own',
    registers,
    collect() {
      this.set(pages.size.variants);
    },
  });
  new Gauge({
    name: 'fleet_render_cache_variant_bytes',
    help: 'Bytes the variants hold, bounded by an eighth of PAGE_CACHE_MB (8 MB at most); they never push out a page',
    registers,
    collect() {
      this.set(pages.size.variantBytes);
    },
  });
}
