import { readFileSync } from 'node:fs';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { rateLimitMessage } from '@fleet/rules';
import { describe, expect, it } from 'vitest';
import { failureMessageOf, failureOf, fieldRefusalMessage, LeadSendError, leadFailureOf, retryAfterSeconds } from './leadFailure.ts';

const en = messagesFor('en');
const de = messagesFor('de');

const now = Date.parse('2026-03-02T10:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing from a missing or broken header', () => {
    expect(retryAfterSeconds('600', now)).toBe(600);
    expect(retryAfterSeconds(' 45 ', now)).toBe(45);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 10:10:00 GMT', now)).toBe(600);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('leadFailureOf', () => {
  it('names the refused body field of a 400', () => {
    expect(leadFailureOf(400, { error: 'Please enter a valid phone number', code: 'invalid_request', field: 'body.phone' }, null, now)).toEqual({
      kind: 'field',
      field: 'phone',
      message: 'Please enter a valid phone number',
    });
  });

  it('treats a 400 without a body field as a plain failure', () => {
    expect(leadFailureOf(400, { error: 'Invalid JSON body', code: 'invalid_request' }, null, now)).toEqual({ kind: 'failed' });
    expect(leadFailureOf(400, { error: 'Invalid', code: 'invalid_request', field: 'query.action' }, null, now)).toEqual({ kind: 'failed' });
    expect(leadFailureOf(400, 'Bad Request', null, now)).toEqual({ kind: 'failed' });
  });

  it('keeps the wait of a 429', () => {
    expect(leadFailureOf(429, { error: 'Too many requests', code: 'rate_limited' }, '600', now)).toEqual({ kind: 'rateLimited', retryAfterSeconds: 600 });
    expect(leadFailureOf(429, undefined, null, now)).toEqual({ kind: 'rateLimited', retryAfterSeconds: undefined });
  });

  it('makes every other answer a plain failure', () => {
    expect(leadFailureOf(500, { error: 'Internal error', code: 'internal_error' }, null, now)).toEqual({ kind: 'failed' });
    expect(leadFailureOf(401, { error: 'Invalid API key', code: 'invalid_api_key', field: 'body.email' }, null, now)).toEqual({ kind: 'failed' });
  });
});

describe('failureOf and failureMessageOf', () => {
  it('reads a LeadSendError and makes anything else a plain failure', () => {
    expect(failureOf(new LeadSendError({ kind: 'rateLimited', retryAfterSeconds: 60 }))).toEqual({ kind: 'rateLimited', retryAfterSeconds: 60 });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });

  it('words a rate limit and leaves the rest to the form default', () => {
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: 600 }, en)).toBe('Too many requests. Please try again in 10 minutes.');
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: undefined }, en)).toBe('Too many requests. Please try again later.');
    expect(failureMessageOf({ kind: 'failed' }, en)).toBeUndefined();
    expect(failureMessageOf({ kind: 'field', field: 'email', message: 'Please enter a valid email address' }, en)).toBeUndefined();
  });

  it('words a rate limit as the API does in English, and in the page’s language', () => {
    for (const seconds of [1, 45, 60, 61, 180, 119 * 60, 120 * 60, 86_400, undefined]) {
      expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: seconds }, en), String(seconds)).toBe(rateLimitMessage(seconds));
    }
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: 60 }, de)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 1\u00a0Minute erneut.');
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: 180 }, de)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 3\u00a0Minuten erneut.');
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: undefined }, de)).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
  });
});

/** Each lead field's `x-error-message` in openapi.yaml, but the sales address the site adds itself. */
function contractFieldMessages(): [field: string, message: string][] {
  const found: [string, string][] = [];
  let inLeadSchema = false;
  let property = '';
  for (const line of readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8').split('\n')) {
    const schema = /^ {4}(\w+):$/.exec(line);
    if (schema) inLeadSchema = ['LeadFields', 'ContactRequest', 'DemoRequest'].includes(schema[1] as string);
    if (!inLeadSchema) continue;
    property = /^ {8}(\w+):$/.exec(line)?.[1] ?? property;
    const message = /^ {10}x-error-message: (.+)$/.exec(line)?.[1];
    if (message && property !== 'salesEmail') found.push([property, message]);
  }
  return found;
}

describe('fieldRefusalMessage', () => {
  it('knows every message the contract gives a lead field', () => {
    const messages = contractFieldMessages();
    expect(messages.map(([field]) => field)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'company', 'fleetSize', 'industry']));
    for (const [field, message] of messages) {
      expect(fieldRefusalMessage({ field, message }, de), field).not.toBe(de.t('leadForm.fieldInvalid'));
    }
  });

  const contract = [
    ['firstName', 'First name is required', 'Bitte geben Sie Ihren Vornamen ein'],
    ['lastName', 'Last name is required', 'Bitte geben Sie Ihren Nachnamen ein'],
    ['email', 'Please enter a valid email address', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ['phone', 'Please enter a valid phone number', 'Bitte geben Sie eine gültige Telefonnummer ein'],
    ['company', 'Company name is required', 'Bitte geben Sie den Namen Ihres Unternehmens ein'],
    ['fleetSize', 'Please choose a fleet size from the list', 'Bitte wählen Sie eine Flottengröße aus der Liste'],
    ['industry', 'Please choose an industry from the list', 'Bitte wählen Sie eine Branche aus der Liste'],
  ] as const;

  it('shows the contract’s message of a field as the API says it on an English page, in German on a German one', () => {
    for (const [field, message, german] of contract) {
      expect(fieldRefusalMessage({ field, message }, en)).toBe(message);
      expect(fieldRefusalMessage({ field, message }, de)).toBe(german);
    }
  });

  it('keeps any other refusal as the API words it in English, and asks to check the field in German', () => {
    for (const refusal of [
      { field: 'firstName', message: 'body.firstName contains a character that is not allowed' },
      { field: 'position', message: 'body.position must NOT have more than 200 characters' },
      { field: 'company', message: 'body.company must match pattern "^[^\\r\\n]*$"' },
    ]) {
      expect(fieldRefusalMessage(refusal, en)).toBe(refusal.message);
      expect(fieldRefusalMessage(refusal, de)).toBe('Bitte überprüfen Sie Ihre Eingabe in diesem Feld');
    }
  });
});
