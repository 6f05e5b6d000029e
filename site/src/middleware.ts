import { defineMiddleware } from 'astro:middleware';
import { splitLocalePath } from '@fleet/i18n/localePath.ts';
import { inLocale } from './locale/requestLocale.ts';
import { servedLocales } from './locale/servedLocales.ts';

/**
 * Under `astro dev` no server hands the pages an in-process API: they read the API at API_ORIGIN (as the dev
 * server's proxy does), nor reads the locale from the path. The production server (serverEntry.ts) always
 * passes its own `fetch` and the locale.
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
  if (context.locals.locale) return next();
  const { locale, path } = splitLocalePath(context.url.pathname, servedLocales());
  context.locals.locale = locale;
  return inLocale(locale, () => (path === context.url.pathname ? next() : next(`${path}${context.url.search}`)));
});
