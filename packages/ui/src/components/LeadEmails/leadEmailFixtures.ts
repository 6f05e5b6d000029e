import type { LeadEmail } from '@fleet/api-client';
import { daysFromStoryNow } from '../../test/storyProviders.ts';

/** Story data: the e-mails a demo request set off, in each state, dated from the stories' fixed now. */
export const leadEmailFixtures = {
  sent: {
    id: '0f3b8e2a-6c1d-4a97-b5e0-2d8f4c6a1b37',
    to: 'sales@fleet.example.com',
    subject: 'New demo request from Priya Raman (Northwind Logistics)',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: daysFromStoryNow(0, 9),
    sent_at: daysFromStoryNow(0, 9),
    next_attempt_at: null,
  },
  failed: {
    id: '8a5d2f7c-3e9b-4c10-a6f4-7b1e0d3c9a52',
    to: 'priya.raman@northwind-logistics.example.com',
    subject: 'Your demo access',
    status: 'failed',
    attempts: 10,
    last_error:
      '550 5.1.1 <priya.raman@northwind-logistics.example.com>: Recipient address rejected: User unknown in virtual mailbox table\n(in reply to RCPT TO command)',
    created_at: daysFromStoryNow(-1, 9),
    sent_at: null,
    next_attempt_at: null,
  },
  pending: {
    id: 'd6c1e9b4-0a7f-4e25-8b3d-5f2a9c7e1d80',
    to: 'priya.raman@northwind-logistics.example.com',
    subject: 'We received your demo request',
    status: 'pending',
    attempts: 2,
    last_error: '421 4.7.0 mx.northwind-logistics.example.com: Too many connections, try again later',
    created_at: daysFromStoryNow(0, 9),
    sent_at: null,
    next_attempt_at: daysFromStoryNow(0, 11),
  },
} satisfies Record<string, LeadEmail>;

const { sent, failed, pending } = leadEmailFixtures;

/** In the order they were queued. */
export const leadEmails: readonly LeadEmail[] = [failed, sent, pending];
