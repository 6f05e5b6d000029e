import { rateLimitMessage } from '@fleet/rules';
import type { Context } from 'hono';
import type { Handlers } from '../generated/operations.ts';
import type { PageViewFields } from '../services/analytics/pageViewFrom.ts';
import { pageViewFrom } from '../services/analytics/pageViewFrom.ts';
import { ServiceError } from '../services/ServiceError.ts';
import type { Services } from '../services/Services.ts';

/** A page the browser loads ahead of a click is not a view; one it then shows sends its own beacon. */
const loadedAhead = (c: Context) => /prefetch|prerender/i.test(`${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`);

export function analyticsHandlers({ analytics, config }: Services): Pick<Handlers, 'collectPageView' | 'collectPageViewWithoutScript'> {
  const publicOrigin = new URL(config.publicUrl).origin;
  const count = async (view: PageViewFields | undefined, c: Context, clientIp: string) => {
    if (!view || loadedAhead(c)) return;
    const outcome = await analytics.record(view, { address: clientIp, userAgent: c.req.header('user-agent') ?? '' });
    if (outcome === 'limited') throw new ServiceError('rate_limited', rateLimitMessage(60), { retryAfterSeconds: 60 });
  };
  return {
    async collectPageView({ body, clientIp, context }) {
      await count(pageViewFrom(body.url, body.referrer), context, clientIp);
      return { status: 204, body: undefined };
    },
    async collectPageViewWithoutScript({ query, clientIp, context, url }) {
      // The image's Referer is the page itself (this site's own address, sent in full): its path and UTM tags.
      const referer = URL.parse(context.req.header('referer') ?? '');
      const ownSite = referer?.origin === url.origin || referer?.origin === publicOrigin;
      const page = referer && ownSite ? referer.href : query.p && URL.parse(query.p, url)?.href;
      await count(pageViewFrom(page || undefined, undefined), context, clientIp);
      return { status: 204, body: undefined };
    },
  };
}
