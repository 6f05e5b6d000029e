/**
 * A content request's query as WordPress reads it: PHP takes `categories[]=1&categories[]=2` (and `slug[0]=a`)
 * as a list, and that is how WordPress clients (node-wpapi, @wordpress/url) send one. Folded into the comma
 * list openapi.yaml describes; a query without such keys is Hono's own reading of it.
 */
export function wpQuery(url: URL, plain: Record<string, string>): Record<string, string> {
  const lists = new Map<string, string[]>();
  for (const [key, value] of url.searchParams) {
    const name = /^([^[\]]+)\[\d*\]$/.exec(key)?.[1];
    if (name) lists.set(name, [...(lists.get(name) ?? []), value]);
  }
  if (lists.size === 0) return plain;
  const folded: Record<string, string> = {};
  for (const [key, value] of Object.entries(plain)) if (!/\[\d*\]$/.test(key)) folded[key] = value;
  for (const [name, values] of lists) folded[name] = values.join(',');
  return folded;
}
