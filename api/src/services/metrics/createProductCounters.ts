import { Counter, type Registry } from 'prom-client';
import { demoLinkOpenResults, demoLinkSources, leadForms, type ProductMetrics, pageViewDropReasons, signInLimits, signInSteps } from './ProductMetrics.ts';

/** A counter with one series per value of its one label, each there at 0 from the start. */
function labelledCounter<L extends string>(registry: Registry, name: string, help: string, label: L, values: readonly string[]) {
  const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
  // A series that appears only with its first event has no rate for that event: every one is there from the start.
  for (const value of values) counter.inc({ [label]: value } as Record<L, string>, 0);
  return (value: string, count = 1) => counter.inc({ [label]: value } as Record<L, string>, count);
}

/**
 * The product's own counters, counted by the services as things happen. Each instance counts what it served
 * itself: across instances, sum them.
 */
export function createProductCounters(registry: Registry): ProductMetrics {
  const leads = labelledCounter(
    registry,
    'fleet_leads_received_total',
    'Leads stored with their e-mails, by form (honeypot drops and refused posts are not leads)',
    'form',
    leadForms,
  );
  const generated = labelledCounter(
    registry,
    'fleet_demo_links_generated_total',
    'Demo links made, by a manager in the admin (admin) or for a demo request on the website (website; a live link reused is not counted)',
    'source',
    demoLinkSources,
  );
  const opens = labelledCounter(
    registry,
    'fleet_demo_link_opens_total',
    'Visits to demo links: opened (counted and redirected to the demo), or refused as expired, revoked or unknown',
    'result',
    demoLinkOpenResults,
  );
  const failures = labelledCounter(
    registry,
    'fleet_sign_in_failures_total',
    'Sign-ins refused for wrong credentials or an inactive account, by step (password, code)',
    'step',
    signInSteps,
  );
  const throttled = labelledCounter(
    registry,
    'fleet_sign_in_throttled_total',
    'Sign-in attempts the throttle held back (429), by the limit reached (email, address, code)',
    'limit',
    signInLimits,
  );
  const dropped = labelledCounter(
    registry,
    'fleet_page_views_dropped_total',
    'Page views answered but not counted, by reason: sent from a page not on this site (other_site), past the limit per address (rate_limited, answered 429), over the bound of views waiting to be written (backlog), lost with a batch the database refused (write_failed)',
    'reason',
    pageViewDropReasons,
  );
  const pooled = new Counter({
    name: 'fleet_page_views_pooled_total',
    help: "Page views counted under their address's one overflow visitor, the address having made its day's share of visitors (50 browsers)",
    registers: [registry],
  });
  return {
    pageViewsDropped: dropped,
    pageViewPooled: () => pooled.inc(),
    leadReceived: leads,
    demoLinkGenerated: generated,
    demoLinkOpened: opens,
    signInFailed: failures,
    signInThrottled: throttled,
  };
}
