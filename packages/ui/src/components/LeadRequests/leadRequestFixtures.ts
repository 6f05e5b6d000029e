import type { LeadAttribution } from '@fleet/api-client';
import { daysFromStoryNow } from '../../test/storyProviders.ts';
import type { LeadField } from '../LeadDetail/leadDetail.ts';
import { type LeadRequest, oldestFirst } from './leadRequest.ts';

const newsletter: LeadAttribution = { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landing_page: '/pricing', pages_before: 4 };
const google: LeadAttribution = { source: 'www.google.com', medium: null, campaign: null, referrer: 'www.google.com', landing_page: '/demo', pages_before: 2 };

const person: readonly LeadField[] = [
  { label: 'First name', value: 'Priya' },
  { label: 'Last name', value: 'Raman' },
  { label: 'Email', value: 'priya.raman@northwind-logistics.example.com' },
  { label: 'Phone', value: '' },
  { label: 'Company', value: 'Northwind Logistics' },
  { label: 'Job title', value: 'Head of Fleet Operations' },
];

/** Story data: Priya's requests, dated from the stories' fixed now. */
export const leadRequestFixtures = {
  firstDemo: {
    at: daysFromStoryNow(-3, 10),
    kind: 'demo',
    fields: [
      ...person,
      { label: 'Fleet size', value: '51-200' },
      { label: 'Industry', value: 'Transportation' },
      { label: 'Requirements', value: '140 refrigerated vans across three depots.' },
    ],
    attribution: newsletter,
    client_ip: '198.51.100.24',
  },
  /** The same address from a new company, with a phone number and a longer message this time. */
  demoFromNewCompany: {
    at: daysFromStoryNow(-1, 14),
    kind: 'demo',
    fields: [
      ...person.map((field) =>
        field.label === 'Company' ? { ...field, value: 'Northwind Cold Chain Ltd' } : field.label === 'Phone' ? { ...field, value: '+44 113 496 0821' } : field,
      ),
      { label: 'Fleet size', value: '51-200' },
      { label: 'Industry', value: 'Transportation' },
      {
        label: 'Requirements',
        value: '140 refrigerated vans across three depots.\nWe need door-open alerts and driver-facing cameras on night routes.',
      },
    ],
    attribution: google,
    client_ip: '2001:db8:4f2a:17::8c',
  },
  /** Kept before addresses were recorded, and before visits were counted. */
  contact: {
    at: daysFromStoryNow(-2, 11),
    kind: 'contact',
    fields: [...person, { label: 'Requirements', value: 'Do your cameras record the cargo area too?' }],
    attribution: null,
  },
  demoAfterContact: {
    at: daysFromStoryNow(0, 9),
    kind: 'demo',
    fields: [
      ...person,
      { label: 'Fleet size', value: '51-200' },
      { label: 'Industry', value: 'Transportation' },
      { label: 'Requirements', value: 'Do your cameras record the cargo area too?' },
    ],
    attribution: { ...newsletter, landing_page: '/demo' },
    client_ip: '198.51.100.24',
  },
  /** Someone else with Priya's address, from another machine: another name, another company, a message to close the lead. */
  forged: {
    at: daysFromStoryNow(0, 7),
    kind: 'contact',
    fields: [
      { label: 'First name', value: 'Forged' },
      { label: 'Last name', value: 'Name' },
      { label: 'Email', value: 'priya.raman@northwind-logistics.example.com' },
      { label: 'Phone', value: '' },
      { label: 'Company', value: 'Evil' },
      { label: 'Job title', value: 'Head of Fleet Operations' },
      { label: 'Requirements', value: 'Not interested, close it' },
    ],
    attribution: { ...google, source: 'direct', referrer: null, landing_page: '/contact', pages_before: 1 },
    client_ip: '203.0.113.66',
  },
} satisfies Record<string, LeadRequest>;

const { firstDemo, demoFromNewCompany, contact, demoAfterContact, forged } = leadRequestFixtures;

/** A demo request, sent again from a new company, then a third time just as the first, from the second's network. */
export const repeatRequests: readonly LeadRequest[] = [
  firstDemo,
  demoFromNewCompany,
  {
    ...firstDemo,
    at: daysFromStoryNow(0, 8),
    attribution: { ...google, source: 'direct', referrer: null, pages_before: 1 },
    client_ip: '2001:db8:4f2a:17::31',
  },
];

/** A contact message, then a demo request from the same address. */
export const contactThenDemo: readonly LeadRequest[] = [contact, demoAfterContact];

/** The demo request that made the lead, then a forged contact message with its address. */
export const forgedRepeat: readonly LeadRequest[] = [firstDemo, forged];

/** What the lead keeps: the fields of the request that made it. */
export const leadFieldsOf = (requests: readonly LeadRequest[]) => oldestFirst(requests)[0]?.fields ?? [];
