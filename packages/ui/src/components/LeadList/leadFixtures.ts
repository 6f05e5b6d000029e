import { daysFromStoryNow } from '../../test/storyProviders.ts';
import { managerPeople } from '../ManagerList/managerFixtures.ts';
import type { LeadPerson, LeadSummary } from './lead.ts';

const person = ({ id, name }: LeadPerson): LeadPerson => ({ id, name });

/** The sales team of the manager stories; Eleanor is the one looking at the inbox. */
export const leadPeople = {
  eleanor: person(managerPeople.eleanor),
  sarah: person(managerPeople.sarah),
  marco: person(managerPeople.marco),
  jonas: person(managerPeople.jonas),
};

/** The owner filter's managers, by name. */
export const leadOwnerOptions: readonly LeadPerson[] = [leadPeople.eleanor, leadPeople.jonas, leadPeople.marco, leadPeople.sarah];

/** The sources and campaigns of the story leads, most leads first, for the inbox's filters. */
export const leadSourceOptions: readonly string[] = ['direct', 'newsletter', 'www.google.com', 'linkedin'];
export const leadCampaignOptions: readonly string[] = ['spring', 'fleet-expo-2026'];

/** Story data: one lead per status and kind, newest first, dated from the stories' fixed now. */
export const leadFixtures = {
  priya: {
    id: '7d2f4a10-3b8e-4c61-9a05-1e6b2c9d8f31',
    kind: 'demo',
    name: 'Priya Raman',
    company: 'Northwind Logistics',
    email: 'priya.raman@northwind-logistics.example.com',
    fleetSize: '51-200',
    industry: 'Transportation',
    receivedAt: daysFromStoryNow(0, 9),
    status: 'new',
    owner: null,
    attribution: { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landingPage: '/pricing', pagesBefore: 4 },
  },
  tomas: {
    id: 'c3a81e5f-2d7b-4f09-8e14-6a0d3b9c5e72',
    kind: 'contact',
    name: 'Tomas Novak',
    company: null,
    email: 'tomas.novak@example.com',
    receivedAt: daysFromStoryNow(0, 8),
    status: 'new',
    owner: null,
  },
  grace: {
    id: '1b6e9d3c-7f2a-4e85-b0c4-9d2f5a8e1c63',
    kind: 'demo',
    name: 'Grace Okafor',
    company: 'Okafor Construction Ltd',
    email: 'grace.okafor@example.com',
    fleetSize: '11-50',
    industry: 'Construction',
    receivedAt: daysFromStoryNow(-1, 16),
    status: 'contacted',
    owner: leadPeople.sarah,
  },
  lukas: {
    id: 'e4f0a7b2-9c3d-4a16-8b5e-2c7d1f9a0b48',
    kind: 'contact',
    name: 'Lukas Becker',
    company: 'Becker Transporte GmbH',
    email: 'lukas.becker@example.com',
    receivedAt: daysFromStoryNow(-2, 11),
    status: 'qualified',
    owner: leadPeople.marco,
  },
  hannah: {
    id: '5a9c2e7d-0b4f-4d38-a1e6-8f3b7c2d9e05',
    kind: 'demo',
    name: 'Hannah Lindqvist',
    company: 'Nordic Mining AB',
    email: 'hannah.lindqvist@example.com',
    fleetSize: '201+',
    industry: 'Mining',
    receivedAt: daysFromStoryNow(-4, 14),
    status: 'won',
    owner: leadPeople.sarah,
  },
  daniel: {
    id: '9e3b6f1a-4c8d-4b72-9f05-3d1a7e6c2b94',
    kind: 'demo',
    name: 'Daniel Mensah',
    company: 'SecureGuard Patrols',
    email: 'daniel.mensah@example.com',
    fleetSize: '1-10',
    industry: 'Security',
    receivedAt: daysFromStoryNow(-6, 10),
    status: 'lost',
    owner: leadPeople.eleanor,
  },
  /** A demo request the person sent again two days later, worked the morning it came. */
  aiko: {
    id: '7d1e4b29-5c8a-4f60-9b3e-2a6c8d0f1e47',
    kind: 'demo',
    name: 'Aiko Tanaka',
    company: 'Tanaka Freight KK',
    email: 'aiko.tanaka@example.com',
    fleetSize: '11-50',
    industry: 'Transportation',
    receivedAt: daysFromStoryNow(-3, 10),
    status: 'contacted',
    owner: leadPeople.jonas,
    requestCount: 2,
    lastRequestedAt: daysFromStoryNow(-1, 9),
    overdue: false,
    workedAt: daysFromStoryNow(-3, 11),
  },
  /** Nobody has worked it, and its response target passed: overdue, and asked for twice more while it waited. */
  ahmed: {
    id: '3c8e1f6a-2b7d-4e90-a5c3-8d4f0b6e2a17',
    kind: 'demo',
    name: 'Ahmed Karimi',
    company: 'Karimi Couriers',
    email: 'ahmed.karimi@example.com',
    fleetSize: '11-50',
    industry: 'Logistics',
    receivedAt: daysFromStoryNow(-1, 9),
    status: 'new',
    owner: leadPeople.marco,
    requestCount: 3,
    lastRequestedAt: daysFromStoryNow(0, 8),
    overdue: true,
    workedAt: null,
  },
  olivia: {
    id: 'b5d2a8e4-6f1c-4a73-9e08-1c7b3f5d9a26',
    kind: 'contact',
    name: 'Olivia Brandt',
    company: 'Brandt Bau GmbH',
    email: 'olivia.brandt@example.com',
    receivedAt: daysFromStoryNow(-2, 9),
    status: 'new',
    owner: null,
    requestCount: 1,
    lastRequestedAt: daysFromStoryNow(-2, 9),
    overdue: true,
    workedAt: null,
  },
  /** Everything as long as the forms allow, to show it wraps instead of widening the page. */
  longValues: {
    id: '2c7a5e9b-6d1f-4e03-b8a4-7f0c3e9d1a56',
    kind: 'demo',
    name: 'Maximilian Alexander Fitzgerald-Oyelaran-Vandenberghe',
    company: 'Trans-European Refrigerated Haulage & Cold-Chain Distribution Cooperative',
    email: 'maximilian.fitzgerald-oyelaran-vandenberghe@trans-european-refrigerated-haulage.example.com',
    fleetSize: '201+',
    industry: 'Transportation',
    receivedAt: daysFromStoryNow(-1, 7),
    status: 'qualified',
    owner: leadPeople.jonas,
  },
} satisfies Record<string, LeadSummary>;

const { priya, tomas, grace, lukas, hannah, daniel, aiko, ahmed, olivia } = leadFixtures;

/** A page of the inbox: every status, both kinds, owned and not. */
export const leadPage: readonly LeadSummary[] = [priya, tomas, grace, lukas, hannah, daniel];

/** A page as the server sends it: the overdue leads first, then the rest newest first. */
export const overdueFirstPage: readonly LeadSummary[] = [ahmed, olivia, priya, tomas, grace, lukas, aiko, hannah, daniel];

/** What the Overdue filter finds. */
export const overdueLeads: readonly LeadSummary[] = [ahmed, olivia];

/** Where the stories' app keeps a lead's page. */
export const storyLeadHref = (id: string) => `/staff/leads/${id}`;
