import type { SiteUrls } from './createSiteUrls.ts';
import type { WpIndexJson, WpRouteJson } from './types.ts';

/** A route as the index lists it, keyed as WordPress keys routes: `/wp/v2/posts/(?P<id>[\d]+)`. */
export interface WpRouteDescription {
  route: string;
  /** `wp/v2`, or '' for the index itself. */
  namespace: string;
  methods: string[];
  /** Each argument's schema (type, default, enum, limits) with `required`. */
  args: Record<string, Record<string, unknown>>;
}

/**
 * The REST API index WordPress serves at /wp-json/: the site, its namespaces, and every route with its methods
 * and arguments. As in WordPress, only a route without a parameter links to itself. The dates this API hands
 * out are UTC, so the site's offset is 0.
 */
export function toIndexJson(siteName: string, routes: readonly WpRouteDescription[], urls: SiteUrls): WpIndexJson {
  const namespaces = [...new Set(routes.map((route) => route.namespace).filter((namespace) => namespace !== ''))];
  return {
    name: siteName,
    description: '',
    url: urls.home,
    home: urls.home,
    gmt_offset: 0,
    timezone_string: 'UTC',
    namespaces,
    authentication: [],
    routes: Object.fromEntries(
      routes.map((route): [string, WpRouteJson] => [
        route.route,
        {
          namespace: route.namespace,
          methods: route.methods,
          endpoints: [{ methods: route.methods, args: route.args }],
          ...(!route.route.includes('(') && { _links: { self: [{ href: `${urls.root}${route.route.slice(1)}` }] } }),
        },
      ]),
    ),
  };
}
