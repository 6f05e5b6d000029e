import type { SiteUrls } from './createSiteUrls.ts';
import type { AuthorRow, WpUserItemJson } from './types.ts';

const avatarSizes = [24, 48, 96] as const;

/**
 * A user in `embed` context, which is also all `view` shows a visitor: the public fields. Authors have no
 * e-mail here, so avatars are Gravatar's default silhouette.
 */
export function toUserJson(row: AuthorRow, urls: SiteUrls): Omit<WpUserItemJson, '_links'> {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    link: urls.author(row.slug),
    slug: row.slug,
    avatar_urls: Object.fromEntries(avatarSizes.map((size) => [String(size), `https://secure.gravatar.com/avatar/?s=${size}&d=mm&r=g`])),
  };
}
