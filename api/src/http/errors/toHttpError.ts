import { isDatabaseUnavailable } from '../../db/isDatabaseUnavailable.ts';
import { ContentQueryError, ServiceError, type ServiceErrorKind } from '../../services/ServiceError.ts';
import { ApiError, type ErrorCode, WpApiError } from './ApiError.ts';

const answers: Record<ServiceErrorKind, { status: number; code: ErrorCode }> = {
  invalid: { status: 400, code: 'invalid_request' },
  unauthenticated: { status: 401, code: 'authentication_required' },
  invalid_credentials: { status: 401, code: 'invalid_credentials' },
  forbidden: { status: 403, code: 'unauthorized' },
  not_found: { status: 404, code: 'not_found' },
  conflict: { status: 409, code: 'conflict' },
  rate_limited: { status: 429, code: 'rate_limited' },
};

/** Long enough for a restart or a failover to finish, short enough that a person would not give up first. */
const unavailableRetryAfterSeconds = 5;
const unavailableMessage = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * The services' refusals as the API answers them, and a database that is away as 503 (the request may succeed in
 * a moment; the driver's error stays as the cause, for the log); anything else passes through as it is.
 */
export function toHttpError(error: unknown): unknown {
  if (error instanceof ServiceError) {
    const { status, code } = answers[error.kind];
    const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    const answer = new ApiError(status, code, error.message, error.field, headers);
    answer.subject = error.subject;
    return answer;
  }
  if (error instanceof ContentQueryError) return new WpApiError(answers[error.kind].status, error.wpCode, error.message);
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, 'service_unavailable', unavailableMessage, undefined, { 'Retry-After': String(unavailableRetryAfterSeconds) }, { cause: error });
  }
  return error;
}
