import { AnswerError } from '@fleet/api-client';

/** An admin call that did not succeed: the message people see, and what the server said about it. */
export class AdminCallError extends Error {
  override readonly name = 'AdminCallError';

  /** The HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** The server's own message (its `error` or `message` field), before any page maps it. */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, serverMessage?: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.serverMessage = serverMessage;
  }

  /** 401: no session, or it has ended (signed out elsewhere, password changed, deactivated). */
  get sessionEnded(): boolean {
    return this.status === 401;
  }

  /** The request field the server's refusal names (`body.url`), when it names one. */
  get field(): string | undefined {
    const body = this.cause instanceof AnswerError ? this.cause.body : undefined;
    return typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string' ? body.field : undefined;
  }

  /** 403: the manager is inactive, or the call needs a super admin. */
  get forbidden(): boolean {
    return this.status === 403;
  }
}

/**
 * The server's message from an error body: its `error` field, else its `message` field. The body is read, not
 * trusted: a refusal may come from a proxy in front of the API, in any shape or none.
 */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if ('error' in body && typeof body.error === 'string' && body.error) return body.error;
  if ('message' in body && typeof body.message === 'string' && body.message) return body.message;
  return undefined;
}
