import { rateLimitMessage } from '@fleet/rules';

/** Why a lead form was not accepted, in the terms the form can act on. */
export type LeadFailure =
  /** The server refused one field: show its message under that field. */
  | { kind: 'field'; field: string; message: string }
  /** Sent too often from this address; the wait is unknown when the answer did not say. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | undefined }
  /** Anything else (the server failed, the network dropped): the form's own default message. */
  | { kind: 'failed' };

export class LeadSendError extends Error {
  readonly failure: LeadFailure;

  constructor(failure: LeadFailure) {
    super(`lead form not accepted: ${failure.kind}`);
    this.failure = failure;
  }
}

/** Retry-After holds either seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const isFieldError = (body: unknown): body is { error: string; field: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string' &&
  typeof (body as { field?: unknown }).field === 'string';

/** Reads a refused answer: 400 naming a body field (`body.email`), 429 with its wait, or a plain failure. */
export function leadFailureOf(status: number, body: unknown, retryAfter: string | null, now: number): LeadFailure {
  if (status === 429) return { kind: 'rateLimited', retryAfterSeconds: retryAfterSeconds(retryAfter, now) };
  if (status === 400 && isFieldError(body) && body.field.startsWith('body.')) {
    return { kind: 'field', field: body.field.slice('body.'.length), message: body.error };
  }
  return { kind: 'failed' };
}

/** A thrown error as a failure: a network error or anything unforeseen is a plain failure. */
export function failureOf(error: unknown): LeadFailure {
  return error instanceof LeadSendError ? error.failure : { kind: 'failed' };
}

/** The message to show instead of the form's default, if any. */
export function failureMessageOf(failure: LeadFailure): string | undefined {
  return failure.kind === 'rateLimited' ? rateLimitMessage(failure.retryAfterSeconds) : undefined;
}
