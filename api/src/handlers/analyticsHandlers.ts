import { rateLimitMessage } from '@fleet/rules';
import type { Context } from 'hono';
import type { Handlers } from '../generated/operations.ts';
import { insightsRange } from '../services/analytics/insightsRange.ts';
import type { PageViewFields } from '../services/analytics/pageViewFrom.ts';
import { pageViewFrom } from '../services/analytics/pageViewFrom.ts';
import { sentFromSite } from '../services/analytics/sentFromSite.ts';
import { ServiceError } from '../services/ServiceError.ts';
import type { Services } from '../services/Services.ts';

/** A page the browser loads ahead of a click is not a view; one it then shows sends its own beacon. */
const loadedAhead = (c: Context) => /prefetch|prerender/i.test(`${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`);

/**
 * The collector counts the site's own pages only: a beacon or image another site's page sends (which could otherwise
 * decide where the next lead from that browser came from) is answered alike, 204, and counts nothing.
 */
export function analyticsHandlers({
  analytics,
  insights,
  config,
  metrics,
}: Services): Pick<Handlers, 'collectPageView' | 'collectPageViewWithoutScript' | 'getInsights'> {
  const siteOrigin = new URL(config.publicUrl).origin;
  const count = async (view: PageViewFields | undefined, c: Context, clientIp: string) => {
    if (!view || loadedAhead(c)) return;
    const outcome = await analytics.record(view, { address: clientIp, userAgent: c.req.header('user-agent') ?? '' });
    if (outcome.result === 'limited') {
      const { retryAfterSeconds } = outcome;
      throw new ServiceError('rate_limited', rateLimitMessage(retryAfterSeconds), { retryAfterSeconds });
    }
  };
  const fromSite = (c: Context) => {
    if (sentFromSite(c.req.raw.headers, siteOrigin)) return true;
    metrics.product.pageViewsDropped('other_site');
    return false;
  };
  return {
    async collectPageView({ body, clientIp, context }) {
      if (fromSite(context)) await count(pageViewFrom(body.url, body.referrer, siteOrigin), context, clientIp);
      return { status: 204, body: undefined };
    },
    async collectPageViewWithoutScript({ query, clientIp, context }) {
      if (!fromSite(context)) return { status: 204, body: undefined };
      // The image's Referer is the page itself (this site's own address, sent in full): its path and UTM tags. Without
      // it, `p` gives the path alone: a query there (UTM tags) is not the site's, which writes only the path.
      const referer = URL.parse(context.req.header('referer') ?? '');
      const path = query.p === undefined ? undefined : URL.parse(query.p, siteOrigin);
      const page = referer?.origin === siteOrigin ? referer.href : path ? `${path.origin}${path.pathname}` : undefined;
      await count(pageViewFrom(page, undefined, siteOrigin), context, clientIp);
      return { status: 204, body: undefined };
    },
    getInsights: async ({ query }) => ({ status: 200, body: await insights.report(insightsRange(query.from, query.to, new Date())) }),
  };
}
