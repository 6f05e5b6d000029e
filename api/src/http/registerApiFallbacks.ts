import type { Hono } from 'hono';
import { functionsError, wpError } from './errors/errorResponses.ts';
import { familyOf } from './familyOf.ts';
import { allowedMethods } from './operations/registerRoutes.ts';

/** WordPress' own words for an address, or a method, it has no route for. */
const wpNoRoute = 'No route was found matching the URL and request method.';

/**
 * Register after the operations: a documented path asked with another method answers 405 with an Allow header, and
 * any other address under /functions or /wp-json 404, in its family's error shape rather than as one of the site's pages.
 */
export function registerApiFallbacks(app: Hono): void {
  for (const [path, methods] of allowedMethods()) {
    app.all(path, (c) => {
      const allow = [...methods, 'OPTIONS'].join(', ');
      c.header('Allow', allow);
      if (familyOf(c.req.path) === 'wp') return wpError(c, 405, 'rest_no_route', wpNoRoute);
      return functionsError(c, 405, 'method_not_allowed', `Method ${c.req.method} is not allowed here; use ${methods.join(' or ')}`);
    });
  }
  app.all('/functions/*', (c) => functionsError(c, 404, 'not_found', `No function at ${c.req.path}`));
  app.all('/wp-json/*', (c) => wpError(c, 404, 'rest_no_route', wpNoRoute));
}
