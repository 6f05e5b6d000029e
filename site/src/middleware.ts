import { defineMiddleware } from 'astro:middleware';

/**
 * Under `astro dev` no server hands the pages an in-process API: they read the API at API_ORIGIN (as the dev
 * server's proxy does). The production server always passes its own `fetch`.
 */
export const onRequest = defineMiddleware((context, next) => {
  if (!context.locals.fetch) {
    const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';
    context.locals.fetch = (input, init) => {
      const request = new Request(input, init);
      const { pathname, search } = new URL(request.url);
      return fetch(new Request(`${apiOrigin}${pathname}${search}`, request));
    };
  }
  return next();
});
