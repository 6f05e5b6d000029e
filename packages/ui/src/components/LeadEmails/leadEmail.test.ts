import type { LeadEmail } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import { emailStateDetails } from './leadEmail.ts';

const at = (iso: string) => `at ${iso.slice(11, 16)}`;
const email = (change: Partial<LeadEmail>): LeadEmail => ({
  id: 'e1',
  to: 'client@example.com',
  subject: 'Your demo access',
  status: 'pending',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-21T09:00:00Z',
  sent_at: null,
  next_attempt_at: null,
  ...change,
});

describe('emailStateDetails', () => {
  it('says when a sent e-mail went', () => {
    expect(emailStateDetails(email({ status: 'sent', attempts: 1, sent_at: '2026-11-21T09:01:00Z' }), at)).toBe('at 09:01');
  });

  it('says how a pending e-mail stands', () => {
    expect(emailStateDetails(email({}), at)).toBe('not tried yet');
    expect(emailStateDetails(email({ attempts: 1, next_attempt_at: '2026-11-21T09:05:00Z' }), at)).toBe('1 attempt so far · next try at 09:05');
  });

  it('says how often a failed e-mail was tried', () => {
    expect(emailStateDetails(email({ status: 'failed', attempts: 10 }), at)).toBe('after 10 attempts · queued at 09:00');
  });
});
