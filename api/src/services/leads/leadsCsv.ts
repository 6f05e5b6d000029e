import type { LeadSummary } from '@fleet/api-client';

/**
 * A cell as a spreadsheet should take it: text, never a formula. A value starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return is what spreadsheets read as a formula (OWASP's 'CSV injection'), so it gets a leading `'`,
 * which they show as text; then RFC 4180 quoting for a comma, a quote or a line break.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const neutral = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The export's columns: the list's, then every other field a form sends. */
export const leadCsvHeader = [
  'Received',
  'Kind',
  'Status',
  'Owner',
  'First name',
  'Last name',
  'Company',
  'Email',
  'Phone',
  'Job title',
  'Fleet size',
  'Industry',
  'Requirements',
  'Language',
  'Source',
  'Medium',
  'Campaign',
  'Referrer',
  'Landing page',
  'Pages before',
  'Lead id',
] as const;

export function leadCsvCells(lead: LeadSummary, fields: Record<string, string>): string[] {
  return [
    lead.received_at,
    lead.kind,
    lead.status,
    lead.owner?.name ?? '',
    lead.first_name,
    lead.last_name,
    lead.company ?? '',
    lead.email,
    fields.phone ?? '',
    fields.position ?? '',
    lead.fleet_size ?? '',
    lead.industry ?? '',
    fields.requirements ?? '',
    lead.language,
    lead.attribution?.source ?? '',
    lead.attribution?.medium ?? '',
    lead.attribution?.campaign ?? '',
    lead.attribution?.referrer ?? '',
    lead.attribution?.landing_page ?? '',
    lead.attribution ? String(lead.attribution.pages_before) : '',
    lead.id,
  ];
}

/** Starts the file: Excel reads a CSV as UTF-8 only after this mark (else 'Zoë' shows as 'ZoÃ«'). */
export const utf8Bom = '\uFEFF';

/** `leads-2026-03-05.csv`, the day in UTC. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
