import type { LeadAttribution } from '@fleet/api-client';

/** A visit ends after this long without a view. */
export const visitGapMs = 30 * 60_000;

export interface RecordedView {
  viewed_at: Date;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Where a visit came from, by its first view: its UTM source, else the host of the site that linked to it, else 'direct'. */
export const sourceOf = (view: Pick<RecordedView, 'referrer_host' | 'utm_source'>) => view.utm_source ?? view.referrer_host ?? 'direct';

/** A lead whose sender made no visit that can be seen (no script and no image, another day's hash, or an API call). */
export const directAttribution: LeadAttribution = {
  source: 'direct',
  medium: null,
  campaign: null,
  referrer: null,
  landing_page: null,
  pages_before: 0,
};

/**
 * The visit going on at `now` among one visitor's views (newest first): the views back from the newest while each is
 * less than 30 minutes after the one before, the newest itself less than 30 minutes old. Its first view says where the
 * visit came from; its length is the pages seen before the lead was sent.
 */
export function visitAttribution(viewsNewestFirst: readonly RecordedView[], now: Date): LeadAttribution {
  const [newest] = viewsNewestFirst;
  if (!newest || now.getTime() - newest.viewed_at.getTime() > visitGapMs) return directAttribution;
  let first = 0;
  while (first + 1 < viewsNewestFirst.length && viewsNewestFirst[first]!.viewed_at.getTime() - viewsNewestFirst[first + 1]!.viewed_at.getTime() <= visitGapMs) {
    first += 1;
  }
  const landing = viewsNewestFirst[first]!;
  return {
    source: sourceOf(landing),
    medium: landing.utm_medium,
    campaign: landing.utm_campaign,
    referrer: landing.referrer_host,
    landing_page: landing.path,
    pages_before: first + 1,
  };
}
