/** A content source answer the client cannot use: an HTTP error (with WordPress' error code when it sent one) or a body that is not JSON. */
export class ContentRequestError extends Error {
  override readonly name = 'ContentRequestError';
  readonly status: number;
  /** WordPress' `code`, e.g. 'rest_invalid_param'. */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
