import type { WpPost } from '@fleet/api-client';

type FeaturedMedia = NonNullable<NonNullable<WpPost['_embedded']>['wp:featuredmedia']>[number];
export type WpMedia = Extract<FeaturedMedia, { source_url: string }>;

/** A post's first featured media, unless WordPress embedded an error object (e.g. rest_forbidden) in its place. */
export function featuredMedia(post: WpPost): WpMedia | undefined {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  return media !== undefined && 'source_url' in media && typeof media.source_url === 'string' ? media : undefined;
}
