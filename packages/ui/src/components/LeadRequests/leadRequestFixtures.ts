import { daysFromStoryNow } from '../../test/storyProviders.ts';
import type { LeadField } from '../LeadDetail/leadDetail.ts';
import type { LeadAttribution } from '../LeadList/lead.ts';
import type { LeadRequest } from './leadRequest.ts';

const newsletter: LeadAttribution = { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landingPage: '/pricing', pagesBefore: 4 };
const google: LeadAttribution = { source: 'www.google.com', medium: null, campaign: null, referrer: 'www.google.com', landingPage: '/demo', pagesBefore: 2 };

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
  },
  /** The same person from a new company, with a phone number and a longer message this time. */
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
  },
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
    attribution: { ...newsletter, landingPage: '/demo' },
  },
} satisfies Record<string, LeadRequest>;

const { firstDemo, demoFromNewCompany, contact, demoAfterContact } = leadRequestFixtures;

/** A demo request sent again from a new company, then a third time unchanged. */
export const repeatRequests: readonly LeadRequest[] = [
  firstDemo,
  demoFromNewCompany,
  { ...demoFromNewCompany, at: daysFromStoryNow(0, 8), attribution: { ...google, source: 'direct', referrer: null, pagesBefore: 1 } },
];

/** A contact message, then a demo request from the same address. */
export const contactThenDemo: readonly LeadRequest[] = [contact, demoAfterContact];
