import type { LeadDetail, LeadEvent } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import { leadFields, toLead } from './toLead.ts';

const sarah = { id: '2f0b6c1e-0000-4000-8000-000000000002', name: 'Sarah Chen' };

const event = (id: string, what: LeadEvent['what'], change: Partial<LeadEvent>): LeadEvent => ({
  id,
  at: `2026-11-2${id}T10:00:00.000Z`,
  by: sarah,
  what,
  from: null,
  to: null,
  note: null,
  ...change,
});

const detail: LeadDetail = {
  id: '5f0b6c1e-0000-4000-8000-000000000001',
  kind: 'demo',
  first_name: 'Priya',
  last_name: 'Raman',
  company: 'Northwind Logistics',
  email: 'priya@northwind.example',
  fleet_size: '51-200',
  industry: 'Transportation',
  language: 'en',
  received_at: '2026-11-20T09:00:00.000Z',
  status: 'contacted',
  owner: sarah,
  demo_url_id: null,
  attribution: { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landing_page: '/pricing', pages_before: 4 },
  request_count: 2,
  last_requested_at: '2026-11-21T09:00:00.000Z',
  respond_by: '2026-11-20T13:00:00.000Z',
  worked_at: '2026-11-20T10:30:00.000Z',
  response_minutes: 90,
  overdue: false,
  // The demo request that made the lead, then a repeat request with its address from elsewhere (changing nothing on it).
  requests: [
    {
      at: '2026-11-20T09:00:00.000Z',
      kind: 'demo',
      fields: { company: 'Northwind Logistics', firstName: 'Priya' },
      attribution: null,
      client_ip: '198.51.100.24',
    },
    { at: '2026-11-21T09:00:00.000Z', kind: 'contact', fields: { company: 'Evil', firstName: 'Forged' }, attribution: null, client_ip: null },
  ],
  // As JSONB hands them back: by key length, not in the form's order.
  fields: {
    email: 'priya@northwind.example',
    phone: '',
    company: 'Northwind Logistics',
    industry: 'Transportation',
    lastName: 'Raman',
    position: 'Fleet manager',
    fleetSize: '51-200',
    firstName: 'Priya',
    requirements: '<b>140</b> vans',
  },
  emails: [
    {
      id: '6f0b6c1e-0000-4000-8000-000000000001',
      to: 'priya@northwind.example',
      subject: 'Your demo access',
      status: 'failed',
      attempts: 10,
      last_error: '550 Mailbox unavailable',
      created_at: '2026-11-20T09:00:00.000Z',
      sent_at: null,
      next_attempt_at: null,
    },
  ],
  demo_url: null,
  history: [
    event('1', 'owner', { to: 'Sarah Chen' }),
    event('2', 'status', { from: 'new', to: 'contacted' }),
    event('3', 'note', { note: 'Called back.\nDemo on Tuesday.' }),
  ],
};

describe('toLead', () => {
  it("lists what was sent in the form's order, with the form's labels", () => {
    expect(toLead(detail).fields).toEqual([
      { label: 'First name', value: 'Priya' },
      { label: 'Last name', value: 'Raman' },
      { label: 'Email', value: 'priya@northwind.example' },
      { label: 'Phone', value: '' },
      { label: 'Company', value: 'Northwind Logistics' },
      { label: 'Job title', value: 'Fleet manager' },
      { label: 'Fleet size', value: '51-200' },
      { label: 'Industry', value: 'Transportation' },
      { label: 'How can we help?', value: '<b>140</b> vans' },
    ]);
  });

  it('names the language of a page in another language than English', () => {
    expect(leadFields({ language: 'de', firstName: 'Jonas' }).at(-1)).toEqual({ label: 'Language of the page', value: 'German (de)' });
  });

  it('puts a field it does not know last, by its own name', () => {
    expect(leadFields({ referrer: 'newsletter', firstName: 'Ann' })).toEqual([
      { label: 'First name', value: 'Ann' },
      { label: 'referrer', value: 'newsletter' },
    ]);
  });

  it('reads the notes out of the history, which keeps every change', () => {
    const lead = toLead(detail);
    expect(lead.notes).toEqual([{ id: '3', author: 'Sarah Chen', at: '2026-11-23T10:00:00.000Z', text: 'Called back.\nDemo on Tuesday.' }]);
    expect(lead.history.map((entry) => entry.change)).toEqual([
      { kind: 'owner', from: null, to: 'Sarah Chen' },
      { kind: 'status', from: 'new', to: 'contacted' },
      { kind: 'note' },
    ]);
  });

  it('keeps the fields the page reads as the contract has them', () => {
    const { attribution, emails, demo_url, request_count, last_requested_at, respond_by, response_minutes, overdue } = detail;
    expect(toLead(detail)).toMatchObject({ attribution, emails, demo_url, request_count, last_requested_at, respond_by, response_minutes, overdue });
  });

  it('keeps each request in the form’s order with the address it came from', () => {
    const lead = toLead(detail);
    expect(lead.requests?.map((request) => [request.kind, request.fields, request.client_ip])).toEqual([
      [
        'demo',
        [
          { label: 'First name', value: 'Priya' },
          { label: 'Company', value: 'Northwind Logistics' },
        ],
        '198.51.100.24',
      ],
      [
        'contact',
        [
          { label: 'First name', value: 'Forged' },
          { label: 'Company', value: 'Evil' },
        ],
        null,
      ],
    ]);
  });

  it('leaves out a status move it cannot read rather than misread it', () => {
    const lead = toLead({ ...detail, history: [event('4', 'status', { from: 'archived', to: 'new' })] });
    expect(lead.history).toEqual([]);
  });
});
