import type { LeadKind, LeadStatus } from '@fleet/api-client';
import { overdueLead, unworkedLead } from './leadRow.ts';

/** Owner key of lead_counts for leads nobody has taken (008_leads_inbox.sql). */
export const nobody = '00000000-0000-0000-0000-000000000000';

/** What the inbox list and its export narrow by. */
export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** A manager's id, or `none` for leads nobody has taken. */
  owner?: string;
  /** Any part of the name, company or e-mail, case-insensitive. */
  search?: string;
  /** The attribution's source or campaign, exactly. */
  source?: string;
  campaign?: string;
  /** Leads nobody has worked yet, or those of them past their deadline. */
  response?: 'unworked' | 'overdue';
}

/** The filter's where clause with one more condition. */
export const whereAlso = (where: string, condition: string) => (where ? `${where} and ${condition}` : `where ${condition}`);

/** `like` takes `%`, `_` and `\` as its own; a search means them as typed. */
function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The filter as SQL over `leads l`, its values pushed onto `params`. `searching`: it narrows by more than lead_counts
 * keeps (a search, a source, a campaign or the response clock), so its total is a count of the matches.
 */
export function leadWhere(filter: LeadFilter, params: unknown[]): { where: string; searching: boolean } {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filter.kind) where.push(`l.kind = ${param(filter.kind)}`);
  if (filter.status) where.push(`l.status = ${param(filter.status)}`);
  if (filter.owner === 'none') where.push('l.owner_id is null');
  else if (filter.owner) where.push(`l.owner_id = ${param(filter.owner)}`);
  const search = filter.search?.trim();
  // Lower-cased by the database on both sides, so the term and the stored text fold alike (search_text).
  if (search) where.push(`l.search_text like '%' || lower(${param(literalLike(search))}) || '%'`);
  if (filter.source) where.push(`l.attribution ->> 'source' = ${param(filter.source)}`);
  if (filter.campaign) where.push(`l.attribution ->> 'campaign' = ${param(filter.campaign)}`);
  if (filter.response) where.push(filter.response === 'overdue' ? overdueLead : unworkedLead);
  return {
    where: where.length > 0 ? `where ${where.join(' and ')}` : '',
    searching: Boolean(search || filter.source || filter.campaign || filter.response),
  };
}

/** The same filter over lead_counts, for a total without a search. */
export function countWhere(filter: LeadFilter, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filter.kind) where.push(`kind = ${param(filter.kind)}`);
  if (filter.status) where.push(`status = ${param(filter.status)}`);
  if (filter.owner) where.push(`owner_key = ${param(filter.owner === 'none' ? nobody : filter.owner)}`);
  return where.length > 0 ? `where ${where.join(' and ')}` : '';
}
