import type {
  LeadAttribution,
  LeadDetail,
  LeadEmail,
  LeadEvent,
  LeadEventKind,
  LeadKind,
  LeadOrigins,
  LeadOwner,
  LeadPage,
  LeadRequest,
  LeadStatus,
  Manager,
  OwnerResponseTime,
  ResponseTimes,
} from '@fleet/api-client';
import type { Database, Queryable } from '../../db/Database.ts';
import type { DemoUrlService } from '../demoUrls/createDemoUrlService.ts';
import { ServiceError } from '../ServiceError.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueueWebhookEvent.ts';
import { countWhere, type LeadFilter, leadWhere, whereAlso } from './leadFilter.ts';
import { type LeadRow, leadColumns, leadOwnerJoin, leadSummaryColumns, overdueLead, toLeadSummary, unworkedLead } from './leadRow.ts';
import { csvLine, leadCsvCells, leadCsvHeader, utf8Bom } from './leadsCsv.ts';
import { businessMinutesBetween } from './routing/businessHours.ts';
import { businessHoursOf, readLeadSettings } from './routing/createLeadSettingsService.ts';

export const leadsPerPage = 50;

export interface LeadChange {
  status?: LeadStatus;
  /** A manager's id to give the lead to (one's own to take it), null to release it. */
  ownerId?: string | null;
  note?: string;
}

const notFound = () => new ServiceError('not_found', 'Lead not found');

async function findRow(tx: Queryable, id: string, lock = false): Promise<LeadRow | undefined> {
  const [row] = await tx.query<LeadRow>(`select ${leadColumns} from leads l ${leadOwnerJoin} where l.id = $1 ${lock ? 'for update of l' : ''}`, [id]);
  return row;
}

async function emailsOf(tx: Queryable, leadId: string): Promise<LeadEmail[]> {
  const rows = await tx.query<{
    id: string;
    to_address: string;
    subject: string;
    status: LeadEmail['status'];
    attempts: number;
    last_error: string | null;
    created_at: Date;
    sent_at: Date | null;
    next_attempt_at: Date;
  }>(
    `select id, to_address, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at
     from lead_emails where lead_id = $1 order by queued_seq`,
    [leadId],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
  }));
}

async function historyOf(tx: Queryable, leadId: string): Promise<LeadEvent[]> {
  const rows = await tx.query<{
    id: string;
    at: Date;
    actor_id: string | null;
    actor_name: string;
    kind: LeadEventKind;
    from_value: string | null;
    to_value: string | null;
    note: string | null;
  }>(
    `select e.id::text, e.at, m.id as actor_id, e.actor_name, e.kind, e.from_value, e.to_value, e.note
     from lead_events e left join managers m on m.id = e.actor_id where e.lead_id = $1 order by e.at, e.id`,
    [leadId],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    by: { id: row.actor_id, name: row.actor_name },
    what: row.kind,
    from: row.from_value,
    to: row.to_value,
    note: row.note,
  }));
}

async function requestsOf(tx: Queryable, leadId: string): Promise<LeadRequest[]> {
  const rows = await tx.query<{ at: Date; kind: LeadKind; payload: Record<string, string>; attribution: LeadAttribution | null; client_ip: string | null }>(
    'select at, kind, payload, attribution, client_ip from lead_requests where lead_id = $1 order by at, id',
    [leadId],
  );
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    fields: row.payload,
    attribution: row.attribution,
    client_ip: row.client_ip,
  }));
}

/**
 * Stops a lead's response clock the first time it is worked: moved on from new, or a note written, by its owner (by
 * anyone while nobody has it). Its response time is the business minutes from its arrival, as the hours are now.
 */
async function markWorked(tx: Queryable, row: LeadRow, change: LeadChange, actor: Manager): Promise<void> {
  if (row.worked_at) return;
  const works = (change.status !== undefined && change.status !== 'new' && change.status !== row.status) || change.note !== undefined;
  const owner = change.ownerId !== undefined ? change.ownerId : row.owner_id;
  if (!works || (owner !== null && owner !== actor.id)) return;
  const settings = await readLeadSettings(tx);
  const minutes = businessMinutesBetween(row.created_at, new Date(), businessHoursOf(settings));
  await tx.query('update leads set worked_at = now(), response_minutes = $2 where id = $1', [row.id, minutes]);
}

/**
 * The leads inbox: every contact message and demo request, newest first, with where it stands, who has it,
 * the e-mails about it and every change made to it.
 */
export function createLeadInboxService(db: Database, demoUrls: DemoUrlService, options: { onWebhooksQueued: () => void }) {
  async function detail(tx: Queryable, row: LeadRow): Promise<LeadDetail> {
    return {
      ...toLeadSummary(row),
      fields: row.payload,
      emails: await emailsOf(tx, row.id),
      demo_url: row.demo_url_id ? ((await demoUrls.find(tx, row.demo_url_id)) ?? null) : null,
      history: await historyOf(tx, row.id),
      requests: await requestsOf(tx, row.id),
    };
  }

  return {
    /**
     * One page of 50, overdue leads first, then newest first, and the total. Without a search the total is a sum over
     * lead_counts, the overdue leads (few, off their own index) are counted, and the page is read off the newest-first
     * index of the filter, overdue ones first. With one, the search index finds the matches once: they are counted and
     * the page is sorted from them (walking the newest-first index instead would read the whole table for a rare term).
     */
    async page(filter: LeadFilter, page: number): Promise<LeadPage> {
      const offset = (page - 1) * leadsPerPage;
      const params: unknown[] = [];
      const { where, searching } = leadWhere(filter, params);
      let rows: LeadRow[];
      let total: number;
      if (searching) {
        const matches = `with matches as materialized (select l.id, l.created_at, ${overdueLead} as overdue from leads l ${where})`;
        const found = await db.query<LeadRow & { total: number }>(
          `${matches}, page as (select id, created_at, overdue from matches order by overdue desc, created_at desc, id desc
             limit ${leadsPerPage} offset ${offset})
           select (select count(*) from matches)::int as total, ${leadSummaryColumns} from page p join leads l on l.id = p.id ${leadOwnerJoin}
           order by p.overdue desc, p.created_at desc, p.id desc`,
          params,
        );
        rows = found;
        // Past the last page no row carries the total.
        total = found[0]?.total ?? (await db.query<{ n: number }>(`${matches} select count(*)::int as n from matches`, params))[0]!.n;
      } else {
        const countParams: unknown[] = [];
        const [counted] = await db.query<{ n: number }>(
          `select coalesce(sum(n), 0)::int as n from lead_counts ${countWhere(filter, countParams)}`,
          countParams,
        );
        const [overdue] = await db.query<{ n: number }>(`select count(*)::int as n from leads l ${whereAlso(where, overdueLead)}`, params);
        const counts = { total: counted!.n, overdue: overdue!.n };
        total = counts.total;
        const listed = (condition: string, limit: number, skip: number) =>
          db.query<LeadRow>(
            `select ${leadSummaryColumns} from leads l ${leadOwnerJoin} ${whereAlso(where, condition)}
             order by l.created_at desc, l.id desc limit ${limit} offset ${skip}`,
            params,
          );
        rows = offset < counts.overdue ? await listed(overdueLead, leadsPerPage, offset) : [];
        if (rows.length < leadsPerPage)
          rows = [...rows, ...(await listed(`not ${overdueLead}`, leadsPerPage - rows.length, Math.max(0, offset - counts.overdue)))];
      }
      return { leads: rows.map(toLeadSummary), page, per_page: leadsPerPage, total, total_pages: Math.ceil(total / leadsPerPage) };
    },

    /** Who the inbox can be filtered by: every active manager, and anyone else who still has a lead, in name order. */
    async owners(): Promise<LeadOwner[]> {
      return db.query<LeadOwner>(
        `select m.id, m.name from managers m
         where m.status = 'active' or exists (select 1 from leads l where l.owner_id = m.id)
         order by lower(m.name), m.id`,
      );
    },

    /** The sources and campaigns leads came from, most leads first: what the inbox can be narrowed by. */
    async origins(): Promise<LeadOrigins> {
      const named = (field: 'source' | 'campaign') =>
        db.query<{ name: string }>(
          `select attribution ->> '${field}' as name from leads where attribution ->> '${field}' is not null
           group by 1 order by count(*) desc, 1 limit 100`,
        );
      const [sources, campaigns] = await Promise.all([named('source'), named('campaign')]);
      return { sources: sources.map((row) => row.name), campaigns: campaigns.map((row) => row.name) };
    },

    async detail(id: string): Promise<LeadDetail> {
      const row = await findRow(db, id);
      if (!row) throw notFound();
      return detail(db, row);
    },

    /**
     * Changes a lead's status, owner or both and adds a note, as one transaction; each change is kept in its history
     * with who made it. A status or owner that is already so changes nothing. Any status may follow any other.
     */
    async update(id: string, change: LeadChange, actor: Manager): Promise<{ lead: LeadDetail; changed: LeadEventKind[] }> {
      const updated = await db.transaction(async (tx) => {
        const row = await findRow(tx, id, true);
        if (!row) throw notFound();
        const changed: LeadEventKind[] = [];
        const keep = (kind: LeadEventKind, from: string | null, to: string | null, note: string | null = null) => {
          changed.push(kind);
          return tx.query('insert into lead_events (lead_id, actor_id, actor_name, kind, from_value, to_value, note) values ($1, $2, $3, $4, $5, $6, $7)', [
            id,
            actor.id,
            actor.name,
            kind,
            from,
            to,
            note,
          ]);
        };
        if (change.status !== undefined && change.status !== row.status) {
          await tx.query('update leads set status = $2 where id = $1', [id, change.status]);
          await keep('status', row.status, change.status);
        }
        if (change.ownerId !== undefined && change.ownerId !== row.owner_id) {
          let ownerName: string | null = null;
          if (change.ownerId !== null) {
            const [owner] = await tx.query<{ name: string }>(`select name from managers where id = $1 and status = 'active'`, [change.ownerId]);
            if (!owner) throw new ServiceError('invalid', 'ownerId must be an active manager', { field: 'body.ownerId' });
            ownerName = owner.name;
          }
          await tx.query('update leads set owner_id = $2 where id = $1', [id, change.ownerId]);
          await keep('owner', row.owner_id ? row.owner_name : null, ownerName);
        }
        if (change.note !== undefined) await keep('note', null, null, change.note);
        await markWorked(tx, row, change, actor);
        const after = (await findRow(tx, id))!;
        if (changed.length > 0) await enqueueWebhookEvent(tx, 'lead.updated', toLeadSummary(after));
        return { lead: await detail(tx, after), changed };
      });
      if (updated.changed.length > 0) options.onWebhooksQueued();
      return updated;
    },

    /**
     * How fast leads are worked: per owner, the median business minutes over the leads worked in the last 30 days,
     * and how many of their leads wait unworked and overdue now; the same counts for leads nobody has.
     */
    async responseTimes(): Promise<ResponseTimes> {
      const settings = await readLeadSettings(db);
      const owners = await db.query<OwnerResponseTime>(
        `select m.id, m.name,
           (percentile_cont(0.5) within group (order by l.response_minutes) filter (where l.worked_at >= now() - interval '30 days'))::float8 as median_minutes,
           count(l.id) filter (where l.worked_at >= now() - interval '30 days')::int as worked,
           count(l.id) filter (where ${unworkedLead})::int as unworked,
           count(l.id) filter (where ${overdueLead})::int as overdue
         from managers m
         left join leads l on l.owner_id = m.id and (l.worked_at >= now() - interval '30 days' or ${unworkedLead})
         group by m.id, m.name, m.status
         having m.status = 'active' or count(l.id) > 0
         order by lower(m.name), m.id`,
      );
      const [unassigned] = await db.query<{ unworked: number; overdue: number }>(
        `select count(*) filter (where ${unworkedLead})::int as unworked, count(*) filter (where ${overdueLead})::int as overdue
         from leads l where l.owner_id is null and ${unworkedLead}`,
      );
      return {
        target_minutes: settings.response_target_minutes,
        owners: owners.map((owner) => ({ ...owner, median_minutes: owner.median_minutes === null ? null : Math.round(owner.median_minutes) })),
        unassigned: unassigned!,
      };
    },

    /** The whole filtered list as CSV, newest first, read in batches so no one query holds it all. */
    async exportCsv(filter: LeadFilter): Promise<string> {
      const parts = [utf8Bom, csvLine(leadCsvHeader)];
      let after: string | undefined;
      for (;;) {
        const params: unknown[] = [];
        const { where } = leadWhere(filter, params);
        // After the last row read, by its own stored time (a Date in JavaScript would drop the microseconds).
        const next = after && `(l.created_at, l.id) < (select created_at, id from leads where id = $${params.push(after)})`;
        const from = next ? (where ? `${where} and ${next}` : `where ${next}`) : where;
        const rows = await db.query<LeadRow>(
          `select ${leadColumns} from leads l ${leadOwnerJoin} ${from} order by l.created_at desc, l.id desc limit 1000`,
          params,
        );
        for (const row of rows) parts.push(csvLine(leadCsvCells(toLeadSummary(row), row.payload)));
        if (rows.length < 1000) return parts.join('');
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}

export type LeadInboxService = ReturnType<typeof createLeadInboxService>;
