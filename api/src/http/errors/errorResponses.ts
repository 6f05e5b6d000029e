import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { familyOf } from '../familyOf.ts';
import { privateNoStore } from '../middleware/privateNoStore.ts';
import { ApiError, type ErrorCode, WpApiError } from './ApiError.ts';
import { InvalidRequest } from './InvalidRequest.ts';
import { linkPage } from './linkPage.ts';
import { toHttpError } from './toHttpError.ts';

export function functionsError(c: Context, status: number, code: ErrorCode, message: string, field?: string, headers: Record<string, string> = {}) {
  c.header('Cache-Control', privateNoStore);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json({ error: message, code, ...(field ? { field } : {}) }, status as ContentfulStatusCode);
}

export function wpError(c: Context, status: number, code: string, message: string, data: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  // A failure is of the moment: the route's `public, max-age=60` must not keep it in a cache for a minute.
  if (status >= 500) c.header('Cache-Control', privateNoStore);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json({ code, message, data: { status, ...data } }, status as ContentfulStatusCode);
}

const wpCodes: Record<number, string> = {
  404: 'rest_no_route',
  405: 'rest_no_route',
  413: 'rest_payload_too_large',
  415: 'rest_unsupported_media_type',
  500: 'rest_internal_error',
  503: 'rest_service_unavailable',
};

/**
 * Words any error in the shape of the API family the request went to. Never leaks a stack trace; the
 * access log writes unexpected errors down, with the request id the answer carries.
 */
export function errorResponse(c: Context, thrown: unknown): Response {
  const error = toHttpError(thrown);
  const family = familyOf(c.req.path);
  if (error instanceof InvalidRequest) {
    if (family === 'wp') {
      const name = error.field.split('.').slice(1).join('.') || error.location;
      return wpError(c, 400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
        params: { [name]: error.paramMessage },
        details: { [name]: { code: 'rest_invalid_param', message: error.paramMessage, data: null } },
      });
    }
    if (family === 'page') return c.html(linkPage('invalid'), 400);
    return functionsError(c, 400, 'invalid_request', error.message, error.field);
  }
  if (error instanceof WpApiError) return wpError(c, error.status, error.code, error.message, error.data);
  if (error instanceof ApiError) {
    if (family === 'wp') return wpError(c, error.status, wpCodes[error.status] ?? 'rest_error', error.message, {}, error.headers);
    // A demo link while the database is away: the page a person can read, saying to try again in a moment.
    if (family === 'page' && error.status === 503) return c.html(linkPage('error'), 503, error.headers);
    return functionsError(c, error.status, error.code, error.message, error.field, error.headers);
  }
  if (family === 'wp') return wpError(c, 500, wpCodes[500]!, 'The server could not answer this request.');
  if (family === 'page') return c.html(linkPage('error'), 500);
  return functionsError(c, 500, 'internal_error', 'Internal server error');
}
