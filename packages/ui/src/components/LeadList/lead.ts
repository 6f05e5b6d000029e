import type { LeadStatus } from '../LeadStatusBadge/leadStatus.ts';

/** What the website sent: a contact message or a demo request. */
export const leadKinds = ['contact', 'demo'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadKindLabels = { contact: 'Contact', demo: 'Demo' } as const satisfies Record<LeadKind, string>;

/** A member of the sales team, as an owner or a choice in the owner filter. */
export interface LeadPerson {
  id: string;
  name: string;
}

/** Where a lead came from: the visit its sender made before sending it. */
export interface LeadAttribution {
  /** The campaign's source (utm_source), else the site that linked, else 'direct'. */
  source: string;
  medium: string | null;
  campaign: string | null;
  /** The host of the site that linked to the visit's first page. */
  referrer: string | null;
  /** The path of the visit's first page; null when no visit was seen. */
  landingPage: string | null;
  /** Pages viewed in the visit, the form's own included. */
  pagesBefore: number;
}

/** One field of the form as the person filled it in: 'Job title' → 'Fleet manager'. */
export interface LeadField {
  label: string;
  /** Exactly as sent, shown as text (never as HTML); '' when left empty. */
  value: string;
}

/** One lead as the inbox lists it. */
export interface LeadSummary {
  id: string;
  kind: LeadKind;
  /** First and last name, as sent. */
  name: string;
  /** null when the person gave none (a contact message may leave it out). */
  company: string | null;
  email: string;
  /** Demo requests only; null (or left out) when the person picked none. */
  fleetSize?: string | null;
  industry?: string | null;
  /** ISO 8601. */
  receivedAt: string;
  status: LeadStatus;
  /** null: nobody has taken it yet. */
  owner: LeadPerson | null;
  /** null (or left out): it arrived before visits were counted. */
  attribution?: LeadAttribution | null;
  /** The requests the lead stands for; more than 1: the person asked again while it was open. Left out: 1. */
  requestCount?: number;
  /** ISO 8601: when the latest request came. */
  lastRequestedAt?: string;
  /** Nobody worked it before its response target passed (and it is neither won nor lost). */
  overdue?: boolean;
  /** ISO 8601: when it was first moved on from New or given a note; null (or left out) while unworked. */
  workedAt?: string | null;
}

/** The response filter: every lead, the ones nobody has worked yet, or those of them past the response target. */
export const leadResponseFilters = ['unworked', 'overdue'] as const;
export type LeadResponseFilter = (typeof leadResponseFilters)[number];

export const leadResponseFilterLabels = { unworked: 'Unworked', overdue: 'Overdue' } as const satisfies Record<LeadResponseFilter, string>;

/** The owner filter: every lead, the viewer's own, the unassigned ones, or one manager's (their id). */
export type LeadOwnerFilter = '' | 'mine' | 'unassigned' | (string & {});

export interface LeadListFilters {
  /** '' for both kinds. */
  kind: LeadKind | '';
  /** '' for every status. */
  status: LeadStatus | '';
  owner: LeadOwnerFilter;
  /** Any part of the name, company or e-mail. */
  search: string;
  /** '' for every source; else the attribution's source, exactly. */
  source: string;
  /** '' for every campaign. */
  campaign: string;
  /** '' for every lead, worked or not. */
  response: LeadResponseFilter | '';
}

export const emptyLeadListFilters: LeadListFilters = { kind: '', status: '', owner: '', search: '', source: '', campaign: '', response: '' };

export const isLeadListFiltered = (filters: LeadListFilters) =>
  filters.kind !== '' ||
  filters.status !== '' ||
  filters.owner !== '' ||
  filters.search.trim() !== '' ||
  filters.source !== '' ||
  filters.campaign !== '' ||
  filters.response !== '';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 21, 2026, 9:48 AM', as the other admin lists write a moment. */
export const formatLeadTime = (iso: string) => when.format(new Date(iso));

/** 'Northwind Logistics · priya@northwind.example', or the e-mail alone. */
export const companyAndEmail = ({ company, email }: Pick<LeadSummary, 'company' | 'email'>) => (company ? `${company} · ${email}` : email);

/** 'Fleet size 51-200 · Transportation' for a demo request that gave them; '' otherwise. */
export function demoDetails({ kind, fleetSize, industry }: Pick<LeadSummary, 'kind' | 'fleetSize' | 'industry'>): string {
  if (kind !== 'demo') return '';
  return [fleetSize ? `Fleet size ${fleetSize}` : '', industry ?? ''].filter(Boolean).join(' · ');
}

/** Newest first, whatever order the app passed them in (notes, history). */
export const newestFirst = <Item extends { at: string }>(items: readonly Item[]) =>
  [...items].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
