/** Why a service refuses, in the product's terms; `http/errors/toHttpError.ts` is the one place that gives each its status. */
export type ServiceErrorKind =
  /** The request asks for something the rules do not allow (a weak password, a wrong code). */
  | 'invalid'
  /** No session, or one that has ended. */
  | 'unauthenticated'
  /** The e-mail, password or code do not sign anyone in. */
  | 'invalid_credentials'
  /** The manager may not do this (inactive, or not a super admin). */
  | 'forbidden'
  | 'not_found'
  /** The change clashes with what is there (a duplicate, the last super admin, a revoked link). */
  | 'conflict'
  /** Too many tries; `retryAfterSeconds` says when the next one may come. */
  | 'rate_limited';

export interface ServiceErrorDetails {
  /** The request field at fault, as the contract names it (`body.email`). */
  field?: string;
  retryAfterSeconds?: number;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** Whom a refusal concerns, for the audit trail, when the request itself does not say (a sign-in's second step). */
  subject: { id: string; email: string } | undefined;

  constructor(kind: ServiceErrorKind, message: string, { field, retryAfterSeconds }: ServiceErrorDetails = {}) {
    super(message);
    this.kind = kind;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A content request that cannot be answered, with the code and message a WordPress site gives the same request.
 * `kind` says why, as for a ServiceError: a question that cannot be asked (`invalid`, the default), something
 * that is not there (`not_found`), or something only a signed-in WordPress user could see (`unauthenticated`:
 * every reader of the content API is an anonymous visitor to WordPress).
 */
export class ContentQueryError extends Error {
  override readonly name = 'ContentQueryError';
  readonly wpCode: string;
  readonly kind: ServiceErrorKind;

  constructor(wpCode: string, message: string, kind: ServiceErrorKind = 'invalid') {
    super(message);
    this.wpCode = wpCode;
    this.kind = kind;
  }
}
