import { ContentQueryError, ServiceError, type ServiceErrorKind } from '../services/ServiceError.ts';
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

/** The services' refusals as the API answers them; anything else passes through as it is. */
export function toHttpError(error: unknown): unknown {
  if (error instanceof ServiceError) {
    const { status, code } = answers[error.kind];
    const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    const answer = new ApiError(status, code, error.message, error.field, headers);
    answer.subject = error.subject;
    return answer;
  }
  if (error instanceof ContentQueryError) return new WpApiError(answers[error.kind].status, error.wpCode, error.message);
  return error;
}
