/**
 * Whether a page-view beacon or image was sent by a page of the site itself (`siteOrigin`, PUBLIC_URL's), as the
 * browser tells it: `Sec-Fetch-Site` must be `same-origin` (another site's image or beacon says `cross-site` or
 * `same-site`, an address typed in says `none`). A browser too old to send it is judged by its `Origin` and `Referer`:
 * either, when there, must be the site's (a Referer that is no address counts as none). A request with none of them,
 * not from a browser, is taken as the site's: only the request's own contents decide what it counts.
 */
export function sentFromSite(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  const origin = headers.get('origin');
  if (origin !== null && origin !== siteOrigin) return false;
  const referer = headers.get('referer');
  return !referer || (URL.parse(referer)?.origin ?? siteOrigin) === siteOrigin;
}
