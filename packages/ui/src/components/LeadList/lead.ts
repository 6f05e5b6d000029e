import type { LeadSummary as ApiLeadSummary, LeadKind, LeadStatus } from '@fleet/api-client';

export const leadKindLabels = { contact: 'Contact', demo: 'Demo' } as const satisfies Record<LeadKind, string>;

/** A member of the sales team, as an owner or a choice in the owner filter. */
export interface LeadPerson {
  id: string;
  name: string;
}

/** One field of the form as the person filled it in: 'Job title' → 'Fleet manager'. */
export interface LeadField {
  label: string;
  /** Exactly as sent, shown as text (never as HTML); '' when left empty. */
  value: string;
}

/**
 * One lead as the inbox lists it: the contract's LeadSummary, the fields a row reads. Those that may be left out
 * read as a lead asked for once, not worked, from before visits were counted.
 */
export type LeadSummary = Pick<ApiLeadSummary, 'id' | 'kind' | 'first_name' | 'last_name' | 'company' | 'email' | 'received_at' | 'status' | 'owner'> &
  Partial<Pick<ApiLeadSummary, 'fleet_size' | 'industry' | 'attribution' | 'request_count' | 'last_requested_at' | 'overdue' | 'worked_at'>>;

/** 'Priya Raman'; the e-mail when the form somehow carried no name. */
export const leadName = (lead: Pick<ApiLeadSummary, 'first_name' | 'last_name' | 'email'>) => `${lead.first_name} ${lead.last_name}`.trim() || lead.email;

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
export function demoDetails({ kind, fleet_size, industry }: Pick<LeadSummary, 'kind' | 'fleet_size' | 'industry'>): string {
  if (kind !== 'demo') return '';
  return [fleet_size ? `Fleet size ${fleet_size}` : '', industry ?? ''].filter(Boolean).join(' · ');
}

/** Newest first, whatever order the app passed them in (notes, history). */
export const newestFirst = <Item extends { at: string }>(items: readonly Item[]) =>
  [...items].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
