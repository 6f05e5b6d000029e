import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './scrubPersonalData.ts';

describe('scrubPersonalData', () => {
  it('replaces e-mail addresses and tokens, and keeps the rest of the message', () => {
    expect(scrubPersonalData('body.jane.doe+leads@mail.example.co.uk is not an allowed field')).toBe('[email] is not an allowed field');
    expect(scrubPersonalData('no account for "o’neil@example.com", nor sam@example.org')).toBe('no account for "o’[email]", nor [email]');
    expect(scrubPersonalData('no demo link for jCi3n0m_ZcUQ-2k9Wq8vXbTn1yLs4e7R (expired)')).toBe('no demo link for [token] (expired)');
    expect(scrubPersonalData('key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('key [token]');
  });

  it('leaves words, numbers, identifiers and a stack trace’s frames alone', () => {
    const stack = [
      'InvalidRequest: body.website is not an allowed field',
      '    at toInvalidRequest (file:///work/main/api/src/http/operations/validation.ts:66:10)',
      '    at createLeadSettingsService (file:///work/main/node_modules/@electric-sql/pglite/dist/chunk-Y6PULSM7.js:1:18272)',
    ].join('\n');
    expect(scrubPersonalData(stack)).toBe(stack);
    expect(scrubPersonalData('Request failed after 30000 ms (ECONNREFUSED 127.0.0.1:5432)')).toBe(
      'Request failed after 30000 ms (ECONNREFUSED 127.0.0.1:5432)',
    );
  });
});
