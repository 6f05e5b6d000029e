import { daysFromStoryNow } from '../../test/storyProviders.ts';
import type { LeadEmail } from './leadEmail.ts';

/** Story data: the e-mails a demo request set off, in each state, dated from the stories' fixed now. */
export const leadEmailFixtures = {
  sent: {
    id: '0f3b8e2a-6c1d-4a97-b5e0-2d8f4c6a1b37',
    to: 'sales@fleet.example.com',
    subject: 'New demo request from Priya Raman (Northwind Logistics)',
    state: 'sent',
    attempts: 1,
    lastError: null,
    queuedAt: daysFromStoryNow(0, 9),
    sentAt: daysFromStoryNow(0, 9),
    nextAttemptAt: null,
  },
  failed: {
    id: '8a5d2f7c-3e9b-4c10-a6f4-7b1e0d3c9a52',
    to: 'priya.raman@northwind-logistics.example.com',
    subject: 'Your demo access',
    state: 'failed',
    attempts: 10,
    lastError:
      '550 5.1.1 <priya.raman@northwind-logistics.example.com>: Recipient address rejected: User unknown in virtual mailbox table\n(in reply to RCPT TO command)',
    queuedAt: daysFromStoryNow(-1, 9),
    sentAt: null,
    nextAttemptAt: null,
  },
  pending: {
    id: 'd6c1e9b4-0a7f-4e25-8b3d-5f2a9c7e1d80',
    to: 'priya.raman@northwind-logistics.example.com',
    subject: 'We received your demo request',
    state: 'pending',
    attempts: 2,
    lastError: '421 4.7.0 mx.northwind-logistics.example.com: Too many connections, try again later',
    queuedAt: daysFromStoryNow(0, 9),
    sentAt: null,
    nextAttemptAt: daysFromStoryNow(0, 11),
  },
} satisfies Record<string, LeadEmail>;

const { sent, failed, pending } = leadEmailFixtures;

/** In the order they were queued. */
export const leadEmails: readonly LeadEmail[] = [failed, sent, pending];
