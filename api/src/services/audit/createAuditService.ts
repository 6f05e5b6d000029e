import type { components } from '@fleet/api-client';
import type { Database } from '../../db/Database.ts';

type AuditEntry = components['schemas']['AuditEntry'];
type AuditLogPage = components['schemas']['AuditLogPage'];

export interface AuditEvent {
  /** The manager acting; absent for an attempt nobody is signed in for (a failed sign-in). */
  actorId?: string;
  actorEmail: string;
  action: AuditEntry['action'];
  /** What was acted on: a manager's e-mail, a demo URL's id, a session's id; '' when the actor themselves. */
  target: string;
  clientIp: string;
  requestId: string;
}

export interface AuditFilter {
  actor?: string;
  event?: AuditEntry['action'];
  /** Inclusive, ISO dates or times. */
  from?: string;
  to?: string;
  page: number;
}

export const auditPageSize = 50;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

export function createAuditService(db: Database) {
  return {
    async record(event: AuditEvent): Promise<void> {
      await db.query('insert into audit_log (actor_id, actor_email, action, target, client_ip, request_id) values ($1, $2, $3, $4, $5, $6)', [
        event.actorId ?? null,
        event.actorEmail.slice(0, 254),
        event.action,
        event.target.slice(0, 254),
        event.clientIp,
        event.requestId,
      ]);
    },

    /** Newest first, 50 a page, filtered by the actor's e-mail (any part of it), the action and the time. */
    async page(filter: AuditFilter): Promise<AuditLogPage> {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (value: unknown) => `$${params.push(value)}`;
      if (filter.actor) where.push(`strpos(lower(actor_email), lower(${param(filter.actor)})) > 0`);
      if (filter.event) where.push(`action = ${param(filter.event)}`);
      if (filter.from) where.push(`at >= ${param(filter.from)}::timestamptz`);
      // A date alone means the whole of that day.
      if (filter.to) where.push(dateOnly.test(filter.to) ? `at < ${param(filter.to)}::date + 1` : `at <= ${param(filter.to)}::timestamptz`);
      const clause = where.length > 0 ? `where ${where.join(' and ')}` : '';
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from audit_log ${clause}`, params);
      const rows = await db.query<{
        id: string;
        at: Date;
        actor_email: string;
        action: AuditEntry['action'];
        target: string;
        client_ip: string;
        request_id: string;
      }>(
        `select id::text, at, actor_email, action, target, client_ip, request_id from audit_log ${clause}
         order by at desc, id desc limit ${auditPageSize} offset ${param((filter.page - 1) * auditPageSize)}`,
        params,
      );
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor_email,
          action: row.action,
          target: row.target,
          client_ip: row.client_ip,
          request_id: row.request_id,
        })),
        total: count?.total ?? 0,
        page: filter.page,
        page_size: auditPageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
