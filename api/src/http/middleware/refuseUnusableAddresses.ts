import type { Context, MiddlewareHandler } from 'hono';
import { functionsError, wpError } from '../errors/errorResponses.ts';
import { familyOf } from '../familyOf.ts';
import { privateNoStore } from './privateNoStore.ts';

/** No page, file or call of this server has a longer path; browsers and proxies take up to 8 KB in all. */
export const maxPathBytes = 2 * 1024;
export const maxTargetBytes = 8 * 1024;

/** Why a request's address (path and query) is too long to answer, or undefined; `url` as Hono has it, with the origin. */
export function overlongAddress(url: string): string | undefined {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return undefined;
  if (url.length - start > maxTargetBytes) return `This address is too long: an address has at most ${maxTargetBytes / 1024} KB.`;
  const query = url.indexOf('?', start);
  if ((query === -1 ? url.length : query) - start > maxPathBytes) return `This address is too long: a path has at most ${maxPathBytes / 1024} KB.`;
  return undefined;
}

/**
 * Register early: answers 414 to an address past 2 KB of path or 8 KB in all (Node's own limit, 16 KB of head, answers
 * 431 past that), and 400 to one whose Host header makes no URL (`Host: 256.0.0.1`, which reads as an IPv4 address and
 * is none), in the shape of the family asked (the API's JSON, WordPress', a sentence for the site), before any route
 * looks at it: a path past the file system's limits, a query no page reads, a page that would build its links on it.
 */
export function refuseUnusableAddresses(): MiddlewareHandler {
  return async (c, next) => {
    const tooLong = overlongAddress(c.req.url);
    if (tooLong !== undefined) return refuse(c, 414, tooLong);
    if (!URL.canParse(c.req.url)) return refuse(c, 400, 'This request names no valid host: its Host header is not a host name or address.');
    return next();
  };
}

function refuse(c: Context, status: 400 | 414, message: string): Response {
  const family = familyOf(c.req.path);
  if (family === 'functions') return functionsError(c, status, 'invalid_request', message);
  if (family === 'wp') return wpError(c, status, status === 414 ? 'rest_uri_too_long' : 'rest_invalid_host', message, {}, { 'Cache-Control': privateNoStore });
  c.header('Cache-Control', privateNoStore);
  return c.text(message, status);
}
