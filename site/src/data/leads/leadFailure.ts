import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { waitIn } from '@fleet/rules';

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

/** The message to show instead of the form's default, if any, in the page's language. */
export function failureMessageOf(failure: LeadFailure, { t }: Pick<Messages, 't'>): string | undefined {
  if (failure.kind !== 'rateLimited') return undefined;
  if (failure.retryAfterSeconds === undefined) return t('rateLimit.later');
  const { unit, count } = waitIn(failure.retryAfterSeconds);
  return t(`rateLimit.${unit}`, { [unit]: count });
}

/**
 * The contract's message for each lead field (openapi.yaml, `x-error-message`) and the form's own for it. The API
 * words its refusals in English; a message is matched by its field and its words, so anything else the API says of
 * a field (a character not allowed, too long) is not mistaken for the contract's message.
 */
const contractMessages: Readonly<Record<string, { says: string; shown: MessageKey }>> = {
  firstName: { says: 'First name is required', shown: 'leadForm.firstNameRequired' },
  lastName: { says: 'Last name is required', shown: 'leadForm.lastNameRequired' },
  email: { says: 'Please enter a valid email address', shown: 'leadForm.emailInvalid' },
  phone: { says: 'Please enter a valid phone number', shown: 'leadForm.phoneInvalid' },
  company: { says: 'Company name is required', shown: 'leadForm.companyRequired' },
  fleetSize: { says: 'Please choose a fleet size from the list', shown: 'demoRequestForm.fleetSizeInvalid' },
  industry: { says: 'Please choose an industry from the list', shown: 'demoRequestForm.industryInvalid' },
};

/** What to show under a field the API refused, in the page's language; an English page shows the API's own words. */
export function fieldRefusalMessage({ field, message }: { field: string; message: string }, { t, lang }: Pick<Messages, 't' | 'lang'>): string {
  const known = Object.hasOwn(contractMessages, field) ? contractMessages[field] : undefined;
  if (known?.says === message) return t(known.shown);
  return lang === 'en' ? message : t('leadForm.fieldInvalid');
}
