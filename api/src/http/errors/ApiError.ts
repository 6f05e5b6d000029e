import type { components } from '@fleet/api-client';

export type ErrorCode = components['schemas']['ErrorResponse']['code'];

/** An error under /functions/v1: answered as `{ error, code, field? }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  /** Whom a refusal concerns, for the audit trail (carried over from the service's refusal). */
  subject: { id: string; email: string } | undefined;

  /** `cause`: what went wrong underneath (a lost database connection), for the log; never shown to the caller. */
  constructor(status: number, code: ErrorCode, message: string, field?: string, headers: Record<string, string> = {}, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.field = field;
    this.headers = headers;
  }
}

/** An error under /wp-json: answered in WordPress' envelope `{ code, message, data: { status, … } }`. */
export class WpApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: Record<string, unknown>;

  constructor(status: number, code: string, message: string, data: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}
