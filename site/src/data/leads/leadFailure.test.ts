import { describe, expect, it } from 'vitest';
import { failureMessageOf, failureOf, LeadSendError, leadFailureOf, retryAfterSeconds } from './leadFailure.ts';

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
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: 600 })).toBe('Too many requests. Please try again in 10 minutes.');
    expect(failureMessageOf({ kind: 'rateLimited', retryAfterSeconds: undefined })).toBe('Too many requests. Please try again later.');
    expect(failureMessageOf({ kind: 'failed' })).toBeUndefined();
    expect(failureMessageOf({ kind: 'field', field: 'email', message: 'Please enter a valid email address' })).toBeUndefined();
  });
});
