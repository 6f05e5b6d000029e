import type { LeadAttribution, LeadKind, LeadStatus, LeadSummary } from '@fleet/api-client';
import { defaultLocale, isLocale } from '@fleet/i18n/locales.ts';
import type { Queryable } from '../../db/Database.ts';

export interface LeadRow {
  id: string;
  kind: LeadKind;
  email: string;
  payload: Record<string, string>;
  created_at: Date;
  status: LeadStatus;
  owner_id: string | null;
  owner_name: string | null;
  demo_url_id: string | null;
  attribution: LeadAttribution | null;
  request_count: number;
  last_requested_at: Date;
  respond_by: Date | null;
  worked_at: Date | null;
  response_minutes: number | null;
  overdue: boolean;
}

/** Nobody has worked it yet, and it is neither won nor lost. */
export const unworkedLead = `(l.worked_at is null and l.status not in ('won', 'lost'))`;
/** Unworked past its deadline: never null (a lead from before the clock has no deadline, and is not overdue). */
export const overdueLead = `(l.worked_at is null and l.status not in ('won', 'lost') and l.respond_by is not null and l.respond_by <= now())`;

const ownColumns = `l.id, l.kind, l.email, l.created_at, l.status, l.owner_id, o.name as owner_name, l.demo_url_id, l.attribution,
  l.request_count, l.last_requested_at, l.respond_by, l.worked_at, l.response_minutes, ${overdueLead} as overdue`;

/** Columns of `leads l` with its owner's name (`managers o`, joined on owner_id) and the whole payload. */
export const leadColumns = `${ownColumns}, l.payload`;

/** The same with only the payload's fields the list shows: a page does not carry 50 messages it does not show. */
export const leadSummaryColumns = `${ownColumns}, jsonb_strip_nulls(jsonb_build_object('firstName', l.payload -> 'firstName',
  'lastName', l.payload -> 'lastName', 'company', l.payload -> 'company', 'fleetSize', l.payload -> 'fleetSize',
  'industry', l.payload -> 'industry', 'language', l.payload -> 'language')) as payload`;
export const leadOwnerJoin = 'left join managers o on o.id = l.owner_id';

/** A form's optional text as the list shows it: null when it was not given. */
const given = (value: string | undefined) => (value?.trim() ? value : null);

export function toLeadSummary(row: LeadRow): LeadSummary {
  const { payload } = row;
  const demo = row.kind === 'demo';
  return {
    id: row.id,
    kind: row.kind,
    first_name: payload.firstName ?? '',
    last_name: payload.lastName ?? '',
    company: given(payload.company),
    email: row.email,
    fleet_size: demo ? given(payload.fleetSize) : null,
    industry: demo ? given(payload.industry) : null,
    language: isLocale(payload.language) ? payload.language : defaultLocale,
    received_at: row.created_at.toISOString(),
    status: row.status,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '' } : null,
    demo_url_id: row.demo_url_id,
    attribution: row.attribution,
    request_count: row.request_count,
    last_requested_at: row.last_requested_at.toISOString(),
    respond_by: row.respond_by?.toISOString() ?? null,
    worked_at: row.worked_at?.toISOString() ?? null,
    response_minutes: row.response_minutes,
    overdue: row.overdue,
  };
}

/** One lead as the inbox lists it, read in the caller's transaction (a webhook's payload). */
export async function findLeadSummary(tx: Queryable, id: string): Promise<LeadSummary> {
  const [row] = await tx.query<LeadRow>(`select ${leadColumns} from leads l ${leadOwnerJoin} where l.id = $1`, [id]);
  return toLeadSummary(row!);
}
