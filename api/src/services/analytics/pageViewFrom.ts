/** What a view records of the page and of where the visitor came from. */
export interface PageViewFields {
  path: string;
  /** Another site's host that linked here; null when the visitor came from this site, typed the address, or it is not known. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const maxPathLength = 300;
const maxTagLength = 100;
/** The longest host name DNS allows: a longer one is cut, not kept whole. */
const maxHostLength = 253;

/** A UTM value as kept: trimmed, at most 100 characters, none when empty. */
function tag(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, maxTagLength) ?? '';
  return trimmed === '' ? null : trimmed;
}

function parsed(address: string | undefined): URL | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fields of a view of the page at `pageUrl` (its path and UTM tags), reached from `referrer`: only the referrer's
 * host is kept, and only when it is another site's. Undefined for an address that is not a page on `siteOrigin` (the
 * site's own, PUBLIC_URL's: a body naming another site's page counts nothing), or for the admin, which the analytics
 * leave out. Every field is bounded: the path to 300 characters, a tag to 100, the host to 253.
 */
export function pageViewFrom(pageUrl: string | undefined, referrer: string | undefined, siteOrigin: string): PageViewFields | undefined {
  const page = parsed(pageUrl);
  if (!page || page.origin !== siteOrigin) return undefined;
  const path = page.pathname.slice(0, maxPathLength);
  if (path === '/admin' || path.startsWith('/admin/')) return undefined;
  const from = parsed(referrer);
  const query = page.searchParams;
  return {
    path,
    referrerHost: from && from.host !== page.host ? from.hostname.toLowerCase().slice(0, maxHostLength) : null,
    utmSource: tag(query.get('utm_source')),
    utmMedium: tag(query.get('utm_medium')),
    utmCampaign: tag(query.get('utm_campaign')),
  };
}
