import { formatNumber } from '@fleet/rules';
import type { LeadAttribution, LeadField, LeadKind } from '../LeadList/lead.ts';

/** One request a lead stands for (the first, or a later one from the same address), as it was sent. */
export interface LeadRequest {
  /** ISO 8601. */
  at: string;
  kind: LeadKind;
  /** Every field of the form, in the form's order, exactly as sent. */
  fields: readonly LeadField[];
  /** null: it arrived before visits were counted. */
  attribution: LeadAttribution | null;
}

/** A field a request sent differently from the request before: `from` is null when that one did not ask for it. */
export interface LeadFieldChange {
  label: string;
  from: string | null;
  to: string;
}

/**
 * What a request changed: its fields whose value differs from the request before, in its own order. A field the
 * request did not send is no change (a contact message asks for no fleet size).
 */
export function changedFields(previous: readonly LeadField[], current: readonly LeadField[]): LeadFieldChange[] {
  const before = new Map(previous.map((field) => [field.label, field.value]));
  return current
    .filter((field) => before.get(field.label) !== field.value)
    .map((field) => ({ label: field.label, from: before.get(field.label) ?? null, to: field.value }));
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

/** Oldest first, whatever order the app passed them in. */
export const oldestFirst = (requests: readonly LeadRequest[]) => [...requests].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
