/**
 * WordPress' collection headers: totals, prev/next links that keep the request's query string, and the CORS
 * exposure a browser needs to read them.
 */
export function paginationHeaders(requestUrl: URL, page: number, perPage: number, total: number): Record<string, string> {
  const totalPages = Math.ceil(total / perPage);
  const pageUrl = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(target));
    return url.href;
  };
  const links: string[] = [];
  // Past the end WordPress points prev at the last page; with no pages at all there is nothing to point at.
  const prev = Math.min(page - 1, totalPages);
  if (page > 1 && prev >= 1) links.push(`<${pageUrl(prev)}>; rel="prev"`);
  if (totalPages > page) links.push(`<${pageUrl(page + 1)}>; rel="next"`);
  return {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(links.length > 0 && { Link: links.join(', ') }),
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
  };
}
