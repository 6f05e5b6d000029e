import type { components } from '@fleet/api-client';

export type ErrorCode = components['schemas']['ErrorResponse']['code'];

/** An error under /functions/v1: answered as `{ error, code, field? }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** An error under /wp-json: answered in WordPress' envelope `{ code, message, data: { status, … } }`. */
export class WpApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
