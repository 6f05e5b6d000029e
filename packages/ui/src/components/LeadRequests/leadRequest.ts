import type { LeadRequest as ApiLeadRequest, LeadAttribution } from '@fleet/api-client';
import { formatNumber } from '@fleet/rules';
import type { LeadField } from '../LeadList/lead.ts';

/**
 * One request a lead stands for, as it was sent: the first made the lead; each later one came with the same e-mail
 * address and is unconfirmed (anyone can type someone's address into a form), so it changed nothing on the lead.
 * The contract's LeadRequest, its fields by the form's labels; `client_ip` left out reads as not recorded.
 */
export type LeadRequest = Pick<ApiLeadRequest, 'at' | 'kind' | 'attribution'> &
  Partial<Pick<ApiLeadRequest, 'client_ip'>> & {
    /** Every field of the form, in the form's order, exactly as sent. */
    fields: readonly LeadField[];
  };

/** A field a repeat request sent otherwise than the lead has it: `lead` is null when the lead's request did not ask for it. */
export interface LeadFieldDifference {
  label: string;
  lead: string | null;
  request: string;
}

/**
 * Where a repeat request differs from the lead: its fields whose value is not the lead's, in its own order. A field the
 * request did not send is no difference (a contact message asks for no fleet size).
 */
export function differingFields(lead: readonly LeadField[], request: readonly LeadField[]): LeadFieldDifference[] {
  const kept = new Map(lead.map((field) => [field.label, field.value]));
  return request
    .filter((field) => kept.get(field.label) !== field.value)
    .map((field) => ({ label: field.label, lead: kept.get(field.label) ?? null, request: field.value }));
}

/** 'Requested Again' for a second request, 'Requested 3 Times' from the third; '' for a single one. */
export function requestedAgainLabel(count: number): string {
  if (count <= 1) return '';
  return count === 2 ? 'Requested Again' : `Requested ${formatNumber(count)} Times`;
}

/** 'Source newsletter · Campaign spring', the source alone without a campaign; 'Source not recorded' without a visit. */
export function attributionLine(attribution: LeadAttribution | null): string {
  if (!attribution) return 'Source not recorded';
  return attribution.campaign ? `Source ${attribution.source} · Campaign ${attribution.campaign}` : `Source ${attribution.source}`;
}

/** 'From 203.0.113.66 · Source newsletter · Campaign spring'; 'Address not recorded · …' for an older request. */
export function senderLine(request: Pick<LeadRequest, 'client_ip' | 'attribution'>): string {
  const from = request.client_ip ? `From ${request.client_ip}` : 'Address not recorded';
  return `${from} · ${attributionLine(request.attribution)}`;
}

/** Oldest first, whatever order the app passed them in. */
export const oldestFirst = (requests: readonly LeadRequest[]) => [...requests].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
