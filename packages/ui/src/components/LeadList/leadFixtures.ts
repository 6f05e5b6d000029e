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
    first_name: 'Priya',
    last_name: 'Raman',
    company: 'Northwind Logistics',
    email: 'priya.raman@northwind-logistics.example.com',
    fleet_size: '51-200',
    industry: 'Transportation',
    received_at: daysFromStoryNow(0, 9),
    status: 'new',
    owner: null,
    attribution: { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landing_page: '/pricing', pages_before: 4 },
  },
  tomas: {
    id: 'c3a81e5f-2d7b-4f09-8e14-6a0d3b9c5e72',
    kind: 'contact',
    first_name: 'Tomas',
    last_name: 'Novak',
    company: null,
    email: 'tomas.novak@example.com',
    received_at: daysFromStoryNow(0, 8),
    status: 'new',
    owner: null,
  },
  grace: {
    id: '1b6e9d3c-7f2a-4e85-b0c4-9d2f5a8e1c63',
    kind: 'demo',
    first_name: 'Grace',
    last_name: 'Okafor',
    company: 'Okafor Construction Ltd',
    email: 'grace.okafor@example.com',
    fleet_size: '11-50',
    industry: 'Construction',
    received_at: daysFromStoryNow(-1, 16),
    status: 'contacted',
    owner: leadPeople.sarah,
  },
  lukas: {
    id: 'e4f0a7b2-9c3d-4a16-8b5e-2c7d1f9a0b48',
    kind: 'contact',
    first_name: 'Lukas',
    last_name: 'Becker',
    company: 'Becker Transporte GmbH',
    email: 'lukas.becker@example.com',
    received_at: daysFromStoryNow(-2, 11),
    status: 'qualified',
    owner: leadPeople.marco,
  },
  hannah: {
    id: '5a9c2e7d-0b4f-4d38-a1e6-8f3b7c2d9e05',
    kind: 'demo',
    first_name: 'Hannah',
    last_name: 'Lindqvist',
    company: 'Nordic Mining AB',
    email: 'hannah.lindqvist@example.com',
    fleet_size: '201+',
    industry: 'Mining',
    received_at: daysFromStoryNow(-4, 14),
    status: 'won',
    owner: leadPeople.sarah,
  },
  daniel: {
    id: '9e3b6f1a-4c8d-4b72-9f05-3d1a7e6c2b94',
    kind: 'demo',
    first_name: 'Daniel',
    last_name: 'Mensah',
    company: 'SecureGuard Patrols',
    email: 'daniel.mensah@example.com',
    fleet_size: '1-10',
    industry: 'Security',
    received_at: daysFromStoryNow(-6, 10),
    status: 'lost',
    owner: leadPeople.eleanor,
  },
  /** A demo request the person sent again two days later, worked the morning it came. */
  aiko: {
    id: '7d1e4b29-5c8a-4f60-9b3e-2a6c8d0f1e47',
    kind: 'demo',
    first_name: 'Aiko',
    last_name: 'Tanaka',
    company: 'Tanaka Freight KK',
    email: 'aiko.tanaka@example.com',
    fleet_size: '11-50',
    industry: 'Transportation',
    received_at: daysFromStoryNow(-3, 10),
    status: 'contacted',
    owner: leadPeople.jonas,
    request_count: 2,
    last_requested_at: daysFromStoryNow(-1, 9),
    overdue: false,
    worked_at: daysFromStoryNow(-3, 11),
  },
  /** Nobody has worked it, and its response target passed: overdue, and asked for twice more while it waited. */
  ahmed: {
    id: '3c8e1f6a-2b7d-4e90-a5c3-8d4f0b6e2a17',
    kind: 'demo',
    first_name: 'Ahmed',
    last_name: 'Karimi',
    company: 'Karimi Couriers',
    email: 'ahmed.karimi@example.com',
    fleet_size: '11-50',
    industry: 'Logistics',
    received_at: daysFromStoryNow(-1, 9),
    status: 'new',
    owner: leadPeople.marco,
    request_count: 3,
    last_requested_at: daysFromStoryNow(0, 8),
    overdue: true,
    worked_at: null,
  },
  olivia: {
    id: 'b5d2a8e4-6f1c-4a73-9e08-1c7b3f5d9a26',
    kind: 'contact',
    first_name: 'Olivia',
    last_name: 'Brandt',
    company: 'Brandt Bau GmbH',
    email: 'olivia.brandt@example.com',
    received_at: daysFromStoryNow(-2, 9),
    status: 'new',
    owner: null,
    request_count: 1,
    last_requested_at: daysFromStoryNow(-2, 9),
    overdue: true,
    worked_at: null,
  },
  /** Everything as long as the forms allow, to show it wraps instead of widening the page. */
  longValues: {
    id: '2c7a5e9b-6d1f-4e03-b8a4-7f0c3e9d1a56',
    kind: 'demo',
    first_name: 'Maximilian Alexander',
    last_name: 'Fitzgerald-Oyelaran-Vandenberghe',
    company: 'Trans-European Refrigerated Haulage & Cold-Chain Distribution Cooperative',
    email: 'maximilian.fitzgerald-oyelaran-vandenberghe@trans-european-refrigerated-haulage.example.com',
    fleet_size: '201+',
    industry: 'Transportation',
    received_at: daysFromStoryNow(-1, 7),
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
