import { daysFromStoryNow } from '../../test/storyProviders.ts';
import { demoUrlFixtures } from '../DemoUrlRow/demoUrlFixtures.ts';
import { leadEmailFixtures } from '../LeadEmails/leadEmailFixtures.ts';
import { leadHistoryFixtures } from '../LeadHistory/leadHistoryFixtures.ts';
import { leadFixtures, leadPeople } from '../LeadList/leadFixtures.ts';
import { leadNoteFixtures } from '../LeadNotes/leadNoteFixtures.ts';
import { forgedRepeat, repeatRequests } from '../LeadRequests/leadRequestFixtures.ts';
import type { Lead } from './leadDetail.ts';

/** The manager looking at the stories' leads. */
export const storyViewerId = leadPeople.eleanor.id;

/** A moment `minutes` after the given hour, `days` from the stories' fixed now. */
const at = (days: number, hour: number, minutes: number) => new Date(new Date(daysFromStoryNow(days, hour)).getTime() + minutes * 60_000).toISOString();

/** Story data: a demo request and a contact message with everything their pages show, dated from the stories' fixed now. */
export const leadDetailFixtures = {
  demoRequest: {
    ...leadFixtures.priya,
    owner: leadPeople.sarah,
    status: 'contacted',
    fields: [
      { label: 'First name', value: 'Priya' },
      { label: 'Last name', value: 'Raman' },
      { label: 'Email', value: 'priya.raman@northwind-logistics.example.com' },
      { label: 'Phone', value: '+44 113 496 0821' },
      { label: 'Company', value: 'Northwind Logistics' },
      { label: 'Job title', value: 'Head of Fleet Operations' },
      { label: 'Fleet size', value: '51-200' },
      { label: 'Industry', value: 'Transportation' },
      {
        label: 'Requirements',
        value:
          '140 refrigerated vans across three depots.\nWe need door-open alerts and driver-facing cameras on night routes.\n\nCurrent contract ends in March.',
      },
    ],
    notes: [leadNoteFixtures.first, leadNoteFixtures.email, leadNoteFixtures.call],
    emails: [leadEmailFixtures.sent, leadEmailFixtures.failed],
    demo_url: demoUrlFixtures.active,
    history: [
      leadHistoryFixtures.taken,
      leadHistoryFixtures.noteAdded,
      { id: '47', at: daysFromStoryNow(-1, 15), by: 'Sarah Whitfield', change: { kind: 'status', from: 'new', to: 'contacted' } },
    ],
  },
  /** Taken by the viewer; what was sent holds markup and an empty field, shown as they came. */
  contactMessage: {
    ...leadFixtures.tomas,
    owner: leadPeople.eleanor,
    status: 'contacted',
    fields: [
      { label: 'First name', value: 'Tomas' },
      { label: 'Last name', value: 'Novak' },
      { label: 'Email', value: 'tomas.novak@example.com' },
      { label: 'Phone', value: '' },
      { label: 'Company', value: '' },
      { label: 'Job title', value: 'Owner' },
      { label: 'How can we help?', value: 'Do your cameras work on <b>motorbikes</b>?\nWe run 6 couriers in Brno & <i>surroundings</i>.' },
    ],
    notes: [],
    emails: [{ ...leadEmailFixtures.sent, id: 'b1e4', subject: 'New contact message from Tomas Novak' }],
    demo_url: null,
    history: [{ id: '51', at: daysFromStoryNow(0, 9), by: 'Eleanor Vance', change: { kind: 'owner', from: null, to: 'Eleanor Vance' } }],
  },
} satisfies Record<string, Lead>;

const { demoRequest } = leadDetailFixtures;

/** Story data: how a lead stands against the response target (4 business hours, 9:00 to 17:00). */
export const leadResponseFixtures = {
  /** Nobody took it, and its target passed yesterday afternoon. */
  overdue: {
    ...demoRequest,
    received_at: daysFromStoryNow(-1, 9),
    status: 'new',
    owner: null,
    notes: [],
    history: [],
    respond_by: daysFromStoryNow(-1, 13),
    worked_at: null,
    response_minutes: null,
    overdue: true,
  },
  /** Sarah's first note came 4 h 20 min of business hours after it arrived, 20 minutes past the target. */
  worked: {
    ...demoRequest,
    received_at: at(-3, 13, 40),
    respond_by: at(-2, 9, 40),
    worked_at: leadNoteFixtures.first.at,
    response_minutes: 260,
    overdue: false,
  },
  /** Sent three times, the second from a new company: the page keeps the first request's details and lists every request. */
  requestedAgain: {
    ...demoRequest,
    received_at: repeatRequests[0]!.at,
    request_count: repeatRequests.length,
    last_requested_at: repeatRequests.at(-1)!.at,
    requests: repeatRequests,
    fields: repeatRequests[0]!.fields,
  },
  /** Someone else sent a contact message with Priya's address: her page is as it was, the forged request apart. */
  forgedRepeat: {
    ...demoRequest,
    received_at: forgedRepeat[0]!.at,
    request_count: forgedRepeat.length,
    last_requested_at: forgedRepeat.at(-1)!.at,
    requests: forgedRepeat,
    fields: forgedRepeat[0]!.fields,
  },
} satisfies Record<string, Lead>;
