import { describe, expect, it } from 'vitest';
import { emailStateDetails, type LeadEmail } from './leadEmail.ts';

const at = (iso: string) => `at ${iso.slice(11, 16)}`;
const email = (change: Partial<LeadEmail>): LeadEmail => ({
  id: 'e1',
  to: 'client@example.com',
  subject: 'Your demo access',
  state: 'pending',
  attempts: 0,
  lastError: null,
  queuedAt: '2026-11-21T09:00:00Z',
  sentAt: null,
  nextAttemptAt: null,
  ...change,
});

describe('emailStateDetails', () => {
  it('says when a sent e-mail went', () => {
    expect(emailStateDetails(email({ state: 'sent', attempts: 1, sentAt: '2026-11-21T09:01:00Z' }), at)).toBe('at 09:01');
  });

  it('says how a pending e-mail stands', () => {
    expect(emailStateDetails(email({}), at)).toBe('not tried yet');
    expect(emailStateDetails(email({ attempts: 1, nextAttemptAt: '2026-11-21T09:05:00Z' }), at)).toBe('1 attempt so far · next try at 09:05');
  });

  it('says how often a failed e-mail was tried', () => {
    expect(emailStateDetails(email({ state: 'failed', attempts: 10 }), at)).toBe('after 10 attempts · queued at 09:00');
  });
});
